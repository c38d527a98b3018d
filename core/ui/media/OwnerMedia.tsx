/**
 * The PDFs, audio and video of an owner (an article, a venue) as sections of its page (000 §2,
 * §6; 001 §2): a kind the device hides is not even fetched (useDeviceRules: showPdfs, showVideos,
 * pdfMode); a section appears only when it has something; while the lists load nothing is shown,
 * and a failure shows the error notice with a retry in their place.
 */
import type { Id } from '../../hub/content';
import { audiosQuery, pdfsQuery, videosQuery } from '../../query/content';
import { useCombinedQueries, useHubQuery, type QueryLike } from '../../query/hooks';
import { useDeviceRules } from '../../react/index';
import { QueryView } from '../QueryView';
import { useMediaT } from '../media-texts';
import { AudioList, PdfList, VideoList } from './MediaLists';

/** A list the device does not show: never asked for, always empty. */
const NOT_SHOWN: QueryLike<never[]> = {
  data: [],
  error: null,
  isError: false,
  isRefetchError: false,
  fetchStatus: 'idle',
  dataUpdatedAt: 0,
  refetch: () => undefined,
};

export interface OwnerMediaProps {
  ownerId: Id;
  previewMode?: boolean;
  /** Articles carry audio; venues do not. */
  withAudio?: boolean;
  /** The class of each section (its page's layout). */
  sectionClass: string;
}

export function OwnerMedia({ ownerId, previewMode = false, withAudio = false, sectionClass }: OwnerMediaProps) {
  const t = useMediaT();
  const { showPdfs, showVideos, pdfMode } = useDeviceRules();
  const pdfsRead = useHubQuery(pdfsQuery, showPdfs ? [ownerId, previewMode] : null);
  const audiosRead = useHubQuery(audiosQuery, withAudio ? [ownerId, previewMode] : null);
  const videosRead = useHubQuery(videosQuery, showVideos ? [ownerId, previewMode] : null);
  const media = useCombinedQueries([showPdfs ? pdfsRead : NOT_SHOWN, withAudio ? audiosRead : NOT_SHOWN, showVideos ? videosRead : NOT_SHOWN] as const);
  if (media.data === undefined) {
    return media.isError && media.fetchStatus !== 'fetching' ? (
      <section className={sectionClass}>
        <QueryView query={media}>{() => null}</QueryView>
      </section>
    ) : null;
  }
  const [pdfs, audios, videos] = media.data;
  const id = String(ownerId);
  return (
    <>
      {pdfs.length > 0 && (
        <section className={`${sectionClass} pdfs`} part="pdfs" aria-labelledby={`pdf-${id}`}>
          <h2 id={`pdf-${id}`}>{t('media.documents')}</h2>
          <PdfList pdfs={pdfs} mode={pdfMode} />
        </section>
      )}
      {audios.length > 0 && (
        <section className={`${sectionClass} audios`} part="audio" aria-labelledby={`au-${id}`}>
          <h2 id={`au-${id}`}>{t('media.audio')}</h2>
          <AudioList audios={audios} />
        </section>
      )}
      {videos.length > 0 && (
        <section className={`${sectionClass} videos`} part="video" aria-labelledby={`vi-${id}`}>
          <h2 id={`vi-${id}`}>{t('media.videos')}</h2>
          <VideoList videos={videos} />
        </section>
      )}
    </>
  );
}
