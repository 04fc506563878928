/** index.html's bilingual message with a reload button: the app's code or texts did not load. */
export function showBootError() {
  document.getElementById('root')?.setAttribute('hidden', '');
  document.getElementById('boot-error')?.removeAttribute('hidden');
  document.getElementById('boot-reload')?.addEventListener('click', () => window.location.reload());
}
