/** The footer was written with the build's year; the visitor's clock knows this year. */
export function correctCopyrightYear(page: ParentNode): void {
  const line = page.querySelector<HTMLElement>('[data-copyright-year]');
  const written = line?.dataset.copyrightYear;
  const year = String(new Date().getFullYear());
  if (!line || !written || written === year) return;
  line.textContent = line.textContent.replace(written, year);
  line.dataset.copyrightYear = year;
}
