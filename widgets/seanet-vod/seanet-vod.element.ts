import { defineWidget } from '../../core/element/define-widget';
import media from '../../core/ui/media-catalogue.css';
import catalogues from './catalogue';
import meta from './seanet-vod.meta';
import styles from './seanet-vod.css';
import { SeanetVod } from './SeanetVod';

export const LidoSeanetVodElement = defineWidget(meta, SeanetVod, [media, styles], catalogues);
