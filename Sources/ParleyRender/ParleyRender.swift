// ParleyRender: draws a LayoutTree with Cairo and Pango to PNG, SVG and PDF, and measures text
// with Pango for the layout. The only module that imports CPangoCairo.
import CPangoCairo
