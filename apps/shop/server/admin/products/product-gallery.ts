// A product's gallery as the storefront shows it (content.images): the pictures uploaded in the
// admin first, oldest first, so the first upload becomes the picture on cards and the product
// page, then the drawn pictures of its type and colours. Remade whenever uploads or names change,
// so alt texts always carry the product's name.
import { productImages, type ImageSubject } from "../../../domain/catalogue/product-images.ts";
import type { ProductImage } from "../../../domain/catalogue/product.ts";

export function productGallery(
  subject: ImageSubject,
  pictureIds: readonly number[],
): ProductImage[] {
  const uploaded = [...pictureIds]
    .sort((a, b) => a - b)
    .map((pictureId, index) => ({
      imageId: pictureId,
      src: `/images/products/${subject.id}/${pictureId}`,
      alt: {
        se: `${subject.name.se}, bild ${index + 1}`,
        en: `${subject.name.en}, picture ${index + 1}`,
      },
    }));
  return [...uploaded, ...productImages(subject).images];
}
