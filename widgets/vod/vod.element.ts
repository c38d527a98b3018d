import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import media from './media.css';
import meta from './vod.meta';
import styles from './vod.css';
import { Vod } from './Vod';

export const LidoVodElement = defineWidget(meta, Vod, [media, styles], catalogues);
