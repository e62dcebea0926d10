// Applies the stored theme before first paint so a dark-theme user never sees a white flash.
// Runs before first paint on every page, so it also hides what must not flash (below).
(function () {
  try {
    var stored = localStorage.getItem('tandem-theme');
    var theme = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
    var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    // The prerendered landing page is English: someone who chose another language on this device
    // should not see it flash before the app renders their language (src/client/landing.html).
    var language = localStorage.getItem('tandem-language-chosen') && localStorage.getItem('tandem-language');
    if (language && language.slice(0, 2).toLowerCase() !== 'en') document.documentElement.setAttribute('data-prerender', 'hide');
  } catch (e) {}
})();
