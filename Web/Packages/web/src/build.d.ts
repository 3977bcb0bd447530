// What the package's build writes into the scripts (scripts/build-web, esbuild's define).

/** Each element's WebAssembly module: zlib's deflate of its bytes, in base64. */
declare const TANREI_MODULES: {
  loadingIndicator: string;
  progress: string;
  skeleton: string;
  spinner: string;
  typingIndicator: string;
};

/** Whether this is the development build, which reports each fallback an element takes. */
declare const TANREI_DEVELOPMENT: boolean;
