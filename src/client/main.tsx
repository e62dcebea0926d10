import { initI18n } from '@/lib/i18n';
import { renderApp } from './render-app';
import './styles/index.css';

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

renderApp(container);
