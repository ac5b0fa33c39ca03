#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <hb.h>
#include <pixman.h>
#include <hb-ot.h>
