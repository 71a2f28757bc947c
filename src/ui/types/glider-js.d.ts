declare module 'glider-js' {
  export default class Glider {
    constructor(element: Element, options: object);
    destroy(): void;
    refresh(rebuild?: boolean): void;
  }
}
