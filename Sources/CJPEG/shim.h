#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/* libjpeg reports a fatal error by calling error_exit, which by default ends the process.
   parley_jpeg_decode installs one that jumps back here instead, so that a malformed or
   truncated JPEG is an error the caller sees, never an exit. Swift cannot call setjmp, so
   the whole decode lives in this one function. */

struct parley_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf back;
    char message[JMSG_LENGTH_MAX];
};

static void parley_jpeg_error_exit(j_common_ptr info) {
    struct parley_jpeg_error *error = (struct parley_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->back, 1);
}

static void parley_jpeg_silence(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

/* Decodes `size` bytes of JPEG into a newly allocated buffer of 8-bit RGB, `*width` × `*height`
   pixels, rows packed (stride width × 3); the caller frees `*rgb` with free(). Images of more
   than `max_pixels` pixels are refused. Returns 0, or -1 with the reason in `message`. */
static inline int parley_jpeg_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                     unsigned char **rgb, unsigned int *width, unsigned int *height,
                                     char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct parley_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    *rgb = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = parley_jpeg_error_exit;
    error.manager.emit_message = parley_jpeg_silence;
    error.message[0] = 0;
    if (setjmp(error.back)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    if (info.output_components != 3 || (unsigned long)info.output_width * info.output_height > max_pixels) {
        snprintf(message, message_size, info.output_components != 3 ? "not an RGB picture" : "the picture is %u × %u pixels, more than Parley draws",
                 info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        snprintf(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    *rgb = pixels;
    return 0;
}
