import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './content-detail.meta';
import article from './article.css';
import content from './content.css';
import { ContentDetailWidget } from './DetailWidget';

export const LidoContentDetailElement = defineWidget(meta, ContentDetailWidget, [content, article], catalogues);
/** @deprecated use LidoContentDetailElement; removed in 0.3 */
export const ContentDetailElement = LidoContentDetailElement;
