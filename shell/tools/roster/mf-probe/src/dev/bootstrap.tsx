import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import ProbeRoutes from '../exposes/routes';

createRoot(document.getElementById('root')!).render(<BrowserRouter><ProbeRoutes /></BrowserRouter>);
