import { defineWidget } from '../../core/element/define-widget';
import media from '../../core/ui/media-catalogue.css';
import catalogues from './catalogue';
import meta from './vod.meta';
import styles from './vod.css';
import { Vod } from './Vod';

export const LidoVodElement = defineWidget(meta, Vod, [media, styles], catalogues);
