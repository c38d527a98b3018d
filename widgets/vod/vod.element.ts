import { defineWidget } from '../../core/element/define-widget';
import { signInEarly } from '../../core/session/vod-actions';
import media from '../../core/ui/media-catalogue.css';
import catalogues from './catalogue';
import meta from './vod.meta';
import styles from './vod.css';
import { Vod } from './Vod';

export const LidoVodElement = defineWidget(meta, Vod, [media, styles], catalogues);

// An element on the page was just upgraded (its hub-url applied): sign in to the provider now,
// while React renders, not after the first render (an element created later signs in as it shows).
const element = document.querySelector(meta.tag) as InstanceType<typeof LidoVodElement> | null;
if (element) signInEarly(element.lidoCore);
