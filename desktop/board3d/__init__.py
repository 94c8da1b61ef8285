"""The 3D view: pure-numpy geometry, layouts, camera and picking, and the OpenGL widget."""
