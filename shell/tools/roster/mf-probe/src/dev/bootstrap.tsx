import { mountStandalone } from '@launchops/kit/react';
import pkg from '../../package.json' with { type: 'json' };
import ProbeRoutes from '../exposes/routes';
import ProbeWidget from '../exposes/home-widget';

mountStandalone({ packageName: pkg.name, routes: ProbeRoutes, homeWidget: ProbeWidget });
