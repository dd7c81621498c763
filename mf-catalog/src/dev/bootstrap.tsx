import { mountStandalone } from '@launchops/kit/react';
import pkg from '../../package.json' with { type: 'json' };
import RemoteRoutes from '../exposes/routes';
import HomeWidget from '../exposes/home-widget';

// Standalone harness (`npm run dev -w <this remote>`): the same providers the shell gives, without the shell.
mountStandalone({ packageName: pkg.name, routes: RemoteRoutes, homeWidget: HomeWidget });
