// The build's entry for the frame (web/vite-frame.ts): its HTML, rendered without the browser.
import { renderToStaticMarkup } from 'react-dom/server';
import { Frame } from './Frame.tsx';

export const frameMarkup = () => renderToStaticMarkup(<Frame />);
