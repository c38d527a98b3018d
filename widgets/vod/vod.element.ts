import { defineWidget } from '../../core/element/define-widget';
import { SERVER_ATTRIBUTE } from '../../core/element/server-marks';
import { signInEarly } from '../../core/session/vod-actions';
import media from '../../core/ui/media-catalogue.css';
import catalogues from './catalogue';
import meta from './vod.meta';
import styles from './vod.css';
import { Vod } from './Vod';
import { startEntryPictures } from './components/Overview';

export const LidoVodElement = defineWidget(meta, Vod, [media, styles], catalogues);

// An element on the page was just upgraded (its hub-url applied): sign in to the provider and
// start the entry pictures now, while React renders, not after its first render (an element
// created later does both as it shows).
// A server-rendered overview has its pictures already (and their answers come with the page).
const element = document.querySelector(meta.tag) as InstanceType<typeof LidoVodElement> | null;
if (element) {
  signInEarly(element.lidoCore);
  if ((element.getAttribute('view')?.trim() || 'overview') === 'overview' && !element.hasAttribute(SERVER_ATTRIBUTE)) startEntryPictures(element.lidoCore);
}
