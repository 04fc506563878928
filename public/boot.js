// Runs before the app (a classic script, allowed by the CSP's script-src 'self'):
// <html lang> from the stored language, an early fetch of that language's translations (main.tsx
// then reuses the preloaded response) unless the page carries its texts, and the reload button
// of the static "could not load" message in index.html.
(function () {
  var language = 'de';
  try {
    var stored = window.localStorage.getItem('langCode');
    if (stored === 'de' || stored === 'en') language = stored;
  } catch (e) {
    // storage blocked: German
  }
  var html = document.documentElement;
  // A prerendered page in this language carries its own texts (scripts/prerender.ts): the whole
  // file loads after its first render, not before.
  var textsInPage = html.getAttribute('data-texts') === 'page' && html.lang === language;
  html.lang = language;
  if (!textsInPage) preloadTexts(language);
  function preloadTexts(language) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = '/locales/' + language + '.json';
    document.head.appendChild(link);
  }
  // A prerendered form is on screen before the app that handles it: a submit until then waits
  // (main.tsx submits it again once the page is hydrated) instead of posting the page away.
  var waiting = [];
  window.__bootSubmits = waiting;
  document.addEventListener(
    'submit',
    function (event) {
      if (html.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      if (waiting.indexOf(event.target) < 0) waiting.push(event.target);
    },
    true,
  );
  document.addEventListener('DOMContentLoaded', function () {
    var button = document.getElementById('boot-reload');
    if (button)
      button.addEventListener('click', function () {
        window.location.reload();
      });
  });
})();
