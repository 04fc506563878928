/**
 * The transition of PrimeReact's overlays (a Dropdown's list, a Calendar's panel), run when it
 * mounts as well. Opened in the moment the page hydrates, before PrimeReact's portal had mounted,
 * an overlay is mounted already open; without `appear` its transition skips its callbacks, so
 * PrimeReact neither placed it at its field nor bound the click beside it that closes it, and
 * onShow never came. The timeout is PrimeReact's own, which the pass-through's type asks for again.
 */
export const OVERLAY_TRANSITION = { appear: true, timeout: { enter: 120, exit: 100 } };
