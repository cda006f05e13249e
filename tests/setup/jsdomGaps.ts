/**
 * What jsdom lacks and the islands call: a <dialog>'s modal methods (here they open and close it by
 * its `open` attribute, as a browser does) and scrolling into view (jsdom lays nothing out). For
 * the component tests that run in jsdom; the others have no DOM to fill in.
 */
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
  Element.prototype.scrollIntoView = () => undefined;
}
