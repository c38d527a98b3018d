import { defineWidget } from '../../core/element/define-widget';
import media from '../../core/ui/media-catalogue.css';
import catalogues from './catalogue';
import meta from './live-tv.meta';
import styles from './live-tv.css';
import { LiveTv } from './LiveTv';

export const LidoLiveTvElement = defineWidget(meta, LiveTv, [media, styles], catalogues);
