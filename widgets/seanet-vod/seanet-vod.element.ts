import { defineWidget } from '../../core/element/define-widget';
import shellCatalogues from '../shell/catalogue';
import vodCatalogues from '../vod/catalogue';
import media from '../vod/media.css';
import vodLanguage from '../shell/vod-language.css';
import meta from './seanet-vod.meta';
import styles from './seanet-vod.css';
import { SeanetVod } from './SeanetVod';

// The catalogue-language button is the portal subheader's component (namespace `shell`).
export const LidoSeanetVodElement = defineWidget(meta, SeanetVod, [media, styles, vodLanguage], { ...vodCatalogues, ...shellCatalogues });
