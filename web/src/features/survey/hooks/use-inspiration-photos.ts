import { maxInspirationImages } from '@bridal/shared/survey/survey-options';
import { notAnImageMessage, tooManyPhotosMessage } from '@bridal/shared/survey/survey-photos';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { checkPhotoFile } from '../photos/check-photo-file';
import { PhotoUploader } from '../photos/photo-uploader';

export interface InspirationPhoto {
  id: number;
  file: File;
  /** An object URL for the preview; revoked when the photo is removed or the survey unmounts. */
  previewUrl: string;
}

/**
 * The bride's chosen photos. Each is checked by its bytes when chosen (a GIF or a text file named
 * .jpg is refused at once, by name), and sent ahead at once, resized on her device, one request
 * each (PhotoUploader), so the survey only names their ids. Adding more never drops the ones
 * already chosen.
 */
export function useInspirationPhotos(boutiqueSlug: string) {
  const [photos, setPhotos] = useState<InspirationPhoto[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const nextId = useRef(1);
  const liveUrls = useRef(new Set<string>());
  const count = useRef(0);
  const [uploader] = useState(() => new PhotoUploader({ boutiqueSlug }));
  const uploads = useSyncExternalStore(uploader.subscribe, uploader.snapshot, uploader.snapshot);

  useEffect(() => {
    const urls = liveUrls.current;
    uploader.start();
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
      uploader.dispose();
    };
  }, [uploader]);

  async function add(files: Iterable<File>) {
    const chosen = Array.from(files).filter((file) => file.size > 0);
    const checked = await Promise.all(chosen.map(async (file) => ({ file, format: await checkPhotoFile(file) })));
    const images = checked.filter((entry) => entry.format !== null).map((entry) => entry.file);
    const notImages = checked.filter((entry) => entry.format === null).map((entry) => entry.file.name);
    const room = Math.max(0, maxInspirationImages - count.current);
    const fitting = images.slice(0, room);
    const leftOut = images.slice(room).map((file) => file.name);
    count.current += fitting.length;
    const accepted = fitting.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      liveUrls.current.add(previewUrl);
      return { id: nextId.current++, file, previewUrl };
    });
    const messages = [
      ...notImages.map(notAnImageMessage),
      ...(leftOut.length > 0 ? [tooManyPhotosMessage(leftOut)] : []),
    ];
    setMessage(messages.length > 0 ? messages.join(' ') : null);
    if (accepted.length > 0) setPhotos((current) => [...current, ...accepted]);
    for (const photo of accepted) uploader.add(photo.id, photo.file);
  }

  function remove(id: number) {
    const photo = photos.find((candidate) => candidate.id === id);
    if (!photo) return;
    URL.revokeObjectURL(photo.previewUrl);
    liveUrls.current.delete(photo.previewUrl);
    count.current -= 1;
    uploader.remove(id);
    setPhotos((current) => current.filter((candidate) => candidate.id !== id));
    setMessage(null);
  }

  function clear() {
    for (const photo of photos) {
      URL.revokeObjectURL(photo.previewUrl);
      liveUrls.current.delete(photo.previewUrl);
    }
    count.current = 0;
    uploader.clear();
    setPhotos([]);
    setMessage(null);
  }

  return {
    photos,
    files: photos.map((photo) => photo.file),
    uploads,
    uploader,
    message,
    isFull: photos.length >= maxInspirationImages,
    add: (files: Iterable<File>) => void add(files),
    remove,
    clear,
  };
}

export type InspirationPhotos = ReturnType<typeof useInspirationPhotos>;
