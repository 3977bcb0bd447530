"""The tags and the React components in a `.tsx` file, type-checked by Debian's tsc (4.8) as a
product's project does, the packages resolved through node_modules by their exports maps
(moduleResolution node16): against Debian's @types/react 18 (the global JSX namespace, and
React.JSX beside it), and against a transcription of @types/react 19's JSX namespace shape
(React.JSX alone, reached through react/jsx-runtime). Each right use is accepted, each wrong use
refused — marked `// @ts-expect-error`, so that one accepted would fail the check — and one wrong
use left unmarked must fail."""

import re
import shutil
from pathlib import Path

from .project import Job

REACT_19 = Path(__file__).resolve().parents[1] / "react-19-types"

TAGS_RIGHT = """import type {} from '@tanrei/web/jsx';
import '@tanrei/web/components/loading-indicator';
import type { TanreiLoadingIndicator } from '@tanrei/web/components/loading-indicator';
import type { TanreiProgress } from '@tanrei/web/components/progress';

declare const indicatorRef: { current: TanreiLoadingIndicator | null };
declare const progressRef: (element: TanreiProgress | null) => void;

export const tags = (
  <main>
    <tanrei-loading-indicator label="x" size="large" contained show-delay={300} />
    <tanrei-loading-indicator label="Saving" show-delay="0" entrance="grow" enter-duration={200} id="saving"
      className="wide" style={{ margin: 4 }} aria-describedby="why" data-test="x" ref={indicatorRef} />
    <tanrei-progress label="Uploading" value={0.4} max="1" variant="ring" show-label line-width={4} length={120}
      ref={progressRef} />
    <tanrei-progress show-label="false" />
    <tanrei-skeleton width={120} height="16" shape="rounded" />
    <tanrei-spinner label="Working" size="lg" entrance="fade" />
    <tanrei-typing-indicator label="Ada is typing" show-delay={0} />
  </main>
);
"""

# Each wrong use with why it is wrong.
TAGS_WRONG = [
    ('<tanrei-loading-indicator show-delay="soon" />', "a show delay that is no number"),
    ("<tanrei-loading-indicator size={48} />", "a size as a number"),
    ('<tanrei-loading-indicator size="huge" />', "a size the element does not have"),
    ('<tanrei-loading-indicator contained="yes" />', "contained as a text"),
    ('<tanrei-loading-indicator entrance="slide" />', "an entrance that does not exist"),
    ("<tanrei-loading-indicator label={3} />", "a label as a number"),
    ('<tanrei-loading-indicator nothing="x" />', "an attribute no element has"),
    ("<tanrei-loading-indicator>Loading</tanrei-loading-indicator>", "children, which it does not take"),
    ('<tanrei-progress value="half" />', "a progress value that is no number"),
    ('<tanrei-progress variant="circle" />', "a variant that does not exist"),
    ('<tanrei-spinner size="large" />', "a size of the loading indicator's on the spinner"),
    ('<tanrei-skeleton shape="square" />', "a shape that does not exist"),
]

COMPONENTS_RIGHT = """import { createRef } from 'react';
import { LoadingIndicator, Progress, Skeleton, Spinner, TypingIndicator } from '@tanrei/react';
import type { TanreiLoadingIndicator } from '@tanrei/web';

const ref = createRef<TanreiLoadingIndicator>();

export const components = (
  <main>
    <LoadingIndicator label="Saving" size="large" contained showDelay={0} entrance="fade" enterDuration={200}
      id="saving" className="wide" aria-describedby="why" ref={ref} />
    <LoadingIndicator showDelay={null} />
    <Progress label="Uploading" value={0.4} max={1} variant="bar" showLabel lineWidth={4} />
    <Skeleton width={120} height={16} shape="circle" />
    <Spinner label="Working" size="sm" />
    <TypingIndicator label="Ada is typing" />
  </main>
);

"""

# React 18's types (augmented by @tanrei/web's) and React 19's both name the tags' props there.
REACT_JSX = """
import type * as React from 'react';
export const props: React.JSX.IntrinsicElements['tanrei-progress'] = { value: 0.5, variant: 'bar' };
"""

COMPONENTS_WRONG = [
    ('<LoadingIndicator showDelay="300" />', "a React showDelay in a text"),
    ("<LoadingIndicator size={48} />", "a React size as a number"),
    ('<Progress value="half" />', "a React value in a text"),
    ('<Spinner size="large" />', "a React spinner size that does not exist"),
    ('<Skeleton shape="square" />', "a React skeleton shape that does not exist"),
]


def marked(right, wrong):
    """`right` followed by each wrong use, each marked as the error it must be."""
    lines = [f"  // @ts-expect-error {why}\n  {use}," for use, why in wrong]
    return right + "\nexport const wrong = [\n" + "\n".join(lines) + "\n];\n"


def unmarked(right, use):
    """`right` followed by one wrong use that nothing marks, and the line it is on."""
    text = right + f"\nexport const unmarked = {use};\n"
    return text, text.count("\n")


TSC = ["--noEmit", "--strict", "--jsx", "react-jsx", "--module", "node16", "--moduleResolution", "node16",
       "--target", "es2022", "--lib", "es2022,dom,dom.iterable"]


def start(tools, project, out, env, work, scratch):
    """Writes both projects' files and starts tsc on each: for each, what it checks against, the
    files whose wrong uses are marked, the unmarked one and its wrong line, and tsc's job."""
    react18 = project / "tsx"
    react18.mkdir()
    (react18 / "tags.tsx").write_text(marked(TAGS_RIGHT + REACT_JSX, TAGS_WRONG))
    (react18 / "components.tsx").write_text(marked(COMPONENTS_RIGHT, COMPONENTS_WRONG))
    text, line = unmarked(TAGS_RIGHT, TAGS_WRONG[0][0])
    (react18 / "unmarked.tsx").write_text(text)
    # React 19's shape: a project of its own, with the transcription as its @types/react.
    react19 = work / "project-19"
    modules = react19 / "node_modules"
    shutil.copytree(out / "web", modules / "@tanrei" / "web")
    shutil.copytree(REACT_19, modules / "@types" / "react")
    shutil.copy(project / "package.json", react19 / "package.json")
    (react19 / "tags.tsx").write_text(marked(TAGS_RIGHT + REACT_JSX, TAGS_WRONG))
    (react19 / "unmarked.tsx").write_text(text)
    return [
        ("Debian's @types/react 18.0.15", "the tags and the React components", TAGS_WRONG + COMPONENTS_WRONG,
         ("tsx/unmarked.tsx", line),
         Job([tools.tsc, *TSC, "tsx/tags.tsx", "tsx/components.tsx", "tsx/unmarked.tsx"], project, env,
             scratch / "tsc-18.log")),
        ("a transcription of @types/react 19's JSX namespace shape (not the package)", "the tags", TAGS_WRONG,
         ("unmarked.tsx", line), Job([tools.tsc, *TSC, "tags.tsx", "unmarked.tsx"], react19, env, scratch / "tsc-19.log")),
    ]


ERROR = re.compile(r"^(\S+)\((\d+),\d+\): error (TS\d+):", re.MULTILINE)


def checked(report, jobs):
    """What tsc said of each project: no error but the unmarked wrong use, refused at its line."""
    for types, what, wrong, (file, line), job in jobs:
        status, output = job.wait(120)
        errors = ERROR.findall(output)
        others = [error for error in errors if error[0] != file]
        report.check(status in (0, 2) and errors and not others,
                     f"tsc against {types}: {what} accepted as written and refused in {len(wrong)} marked wrong uses",
                     f"status {status}: {output[-1500:]}")
        refused = [(error[1], error[2]) for error in errors if error[0] == file]
        report.check(status == 2 and refused == [(str(line), "TS2322")],
                     f"tsc against {types}: an unmarked wrong use fails (TS2322 at its line)",
                     f"status {status}: {refused}: {output[-800:]}")
