// Applies the stored theme before first paint so a dark-theme user never sees a white flash.
// Runs before first paint on every page, so it also hides what must not flash (below).
(function () {
  try {
    var stored = localStorage.getItem('tandem-theme');
    var theme = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
    var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    // Each language has its own prerendered landing page, and the server sends the one the language
    // cookie names. A choice stored on this device without that cookie (made before the cookie
    // existed) would show the wrong language: the page stays hidden, the cookie is written and the
    // page of the chosen language is asked for instead (src/client/lib/language-choice.ts).
    var root = document.documentElement;
    var language = localStorage.getItem('tandem-language-chosen') && localStorage.getItem('tandem-language');
    var code = language ? language.split('-')[0].toLowerCase() : '';
    if (code && root.hasAttribute('data-landing') && code !== root.lang) {
      var address = new URL(location.href);
      if (address.searchParams.get('lang') !== code) {
        root.setAttribute('data-prerender', 'hide');
        document.cookie = 'tandem-language=' + encodeURIComponent(code) + '; Path=/; Max-Age=31536000; SameSite=Lax';
        address.searchParams.set('lang', code);
        location.replace(address.href);
      }
    }
  } catch (e) {}
})();
