import { maxInspirationImages } from '@bridal/shared/survey/survey-options';
import { inspirationImagesSchema, surveyMessages } from '@bridal/shared/survey/survey-schema';
import { useEffect, useRef, useState } from 'react';

export interface InspirationPhoto {
  id: number;
  file: File;
  /** An object URL for the preview; revoked when the photo is removed or the survey unmounts. */
  previewUrl: string;
}

const isImage = (file: File) => inspirationImagesSchema.isValidSync([file]);

/**
 * The bride's chosen photos. Adding more never drops the ones already chosen; extra or non-image
 * files are left out with the schema's message.
 */
export function useInspirationPhotos() {
  const [photos, setPhotos] = useState<InspirationPhoto[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const nextId = useRef(1);
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  function add(files: Iterable<File>) {
    const chosen = Array.from(files).filter((file) => file.size > 0);
    const images = chosen.filter(isImage);
    const room = Math.max(0, maxInspirationImages - photos.length);
    const accepted = images.slice(0, room).map((file) => {
      const previewUrl = URL.createObjectURL(file);
      liveUrls.current.add(previewUrl);
      return { id: nextId.current++, file, previewUrl };
    });
    if (images.length > room) setMessage(surveyMessages.tooManyImages);
    else if (images.length < chosen.length) setMessage(surveyMessages.imagesOnly);
    else setMessage(null);
    if (accepted.length > 0) setPhotos((current) => [...current, ...accepted]);
  }

  function remove(id: number) {
    const photo = photos.find((candidate) => candidate.id === id);
    if (!photo) return;
    URL.revokeObjectURL(photo.previewUrl);
    liveUrls.current.delete(photo.previewUrl);
    setPhotos((current) => current.filter((candidate) => candidate.id !== id));
    setMessage(null);
  }

  function clear() {
    for (const photo of photos) {
      URL.revokeObjectURL(photo.previewUrl);
      liveUrls.current.delete(photo.previewUrl);
    }
    setPhotos([]);
    setMessage(null);
  }

  return {
    photos,
    files: photos.map((photo) => photo.file),
    message,
    isFull: photos.length >= maxInspirationImages,
    add,
    remove,
    clear,
  };
}

export type InspirationPhotos = ReturnType<typeof useInspirationPhotos>;
