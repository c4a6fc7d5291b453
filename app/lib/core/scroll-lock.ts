/**
 * Spec §2: opening a modal locks page scrolling, closing it removes the lock. Counted, so a
 * modal opened from a modal does not unlock the page when the inner one closes.
 */
const LOCK_CLASS = "scroll-locked";
let locks = 0;

export function lockScroll(): void {
  locks += 1;
  document.documentElement.classList.add(LOCK_CLASS);
}

export function unlockScroll(): void {
  locks = Math.max(0, locks - 1);
  if (locks === 0) document.documentElement.classList.remove(LOCK_CLASS);
}
