#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

/* libpng's simplified API (png_image): it reports errors through the image's message and a
   zero return instead of longjmp, reads every PNG colour type into 8-bit RGBA, and ignores the
   text chunks (tEXt, zTXt, iTXt) and every other ancillary chunk but those that change colours.
   A picture's pixels are all that comes out of these functions. */

/* Decodes `size` bytes of PNG into a newly allocated buffer of 8-bit RGBA, straight alpha,
   `*width` × `*height` pixels, rows packed (stride width × 4); the caller frees `*rgba` with
   free(). Images of more than `max_pixels` pixels are refused after the header is read and
   before any pixel is. Returns 0, or -1 with the reason in `message`. */
static inline int parley_png_decode(const unsigned char *data, size_t size, unsigned long max_pixels,
                                    unsigned char **rgba, unsigned int *width, unsigned int *height,
                                    char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    *rgba = NULL;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        snprintf(message, message_size, "%s", image.message);
        png_image_free(&image);
        return -1;
    }
    if ((unsigned long)image.width * image.height > max_pixels) {
        snprintf(message, message_size, "the picture is %u × %u pixels, more than Parley draws", image.width, image.height);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (pixels == NULL) {
        snprintf(message, message_size, "out of memory");
        png_image_free(&image);
        return -1;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        snprintf(message, message_size, "%s", image.message);
        png_image_free(&image);
        free(pixels);
        return -1;
    }
    *width = image.width;
    *height = image.height;
    *rgba = pixels;
    return 0;
}

/* Encodes `width` × `height` pixels of 8-bit RGBA, straight alpha, rows packed, as PNG into a
   newly allocated buffer of `*size` bytes (free() it): the header, the sRGB mark, the pixels
   and the end, no text chunk. Returns 0, or -1 with the reason in `message`. */
static inline int parley_png_encode(const unsigned char *rgba, unsigned int width, unsigned int height,
                                    unsigned char **png, size_t *size, char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t length = 0;
    *png = NULL;
    if (!png_image_write_to_memory(&image, NULL, &length, 0, rgba, 0, NULL)) {
        snprintf(message, message_size, "%s", image.message);
        return -1;
    }
    unsigned char *bytes = malloc(length);
    if (bytes == NULL) {
        snprintf(message, message_size, "out of memory");
        return -1;
    }
    if (!png_image_write_to_memory(&image, bytes, &length, 0, rgba, 0, NULL)) {
        snprintf(message, message_size, "%s", image.message);
        free(bytes);
        return -1;
    }
    *png = bytes;
    *size = length;
    return 0;
}
