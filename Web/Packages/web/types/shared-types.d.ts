/** How an element enters once its show delay has passed; `auto` takes the system's. */
export type TanreiEntrance = 'auto' | 'fade' | 'grow';
