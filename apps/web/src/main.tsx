import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import './app/global.css';
import { App, createApp, hashPath, openRememberedLanguage } from './app/App';
import { startI18n } from './app/i18n';

openRememberedLanguage();
startI18n(hashPath());
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App app={createApp()} />
  </StrictMode>,
);
