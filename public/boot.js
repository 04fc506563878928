// Runs before the app (a classic script, allowed by the CSP's script-src 'self'):
// <html lang> from the stored language, an early fetch of that language's translations
// (i18next then reuses the preloaded response), and the reload button of the static
// "could not load" message in index.html.
(function () {
  var language = 'de';
  try {
    var stored = window.localStorage.getItem('langCode');
    if (stored === 'de' || stored === 'en') language = stored;
  } catch (e) {
    // storage blocked: German
  }
  document.documentElement.lang = language;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = '/locales/' + language + '.json';
  document.head.appendChild(link);
  document.addEventListener('DOMContentLoaded', function () {
    var button = document.getElementById('boot-reload');
    if (button)
      button.addEventListener('click', function () {
        window.location.reload();
      });
  });
})();
