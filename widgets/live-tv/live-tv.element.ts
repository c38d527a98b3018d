import { defineWidget } from '../../core/element/define-widget';
import catalogues from '../vod/catalogue';
import media from '../vod/media.css';
import meta from './live-tv.meta';
import styles from './live-tv.css';
import { LiveTv } from './LiveTv';

export const LidoLiveTvElement = defineWidget(meta, LiveTv, [media, styles], catalogues);
