// Applies the stored theme before first paint so a dark-theme user never sees a white flash.
(function () {
  try {
    var stored = localStorage.getItem('tandem-theme');
    var theme = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
    var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (e) {}
})();
