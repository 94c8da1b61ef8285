# Where packaging/install puts things and packaging/uninstall takes them away (sourced by both).
# shellcheck shell=bash
if [ -n "${PREFIX:-}" ]; then
  SHARE="$PREFIX/share"
  BIN="$PREFIX/bin"
else
  SHARE="${XDG_DATA_HOME:-$HOME/.local/share}"
  BIN="$HOME/.local/bin"
fi
DESTDIR="${DESTDIR:-}"
APP="$SHARE/pyramid-duels/app"
D_SHARE="$DESTDIR$SHARE"
D_BIN="$DESTDIR$BIN"
D_APP="$DESTDIR$APP"
DESKTOP_FILE=pyramid-duels.desktop
METAINFO=io.github.pyramidduels.PyramidDuels.metainfo.xml
ICONS="scalable/apps/pyramid-duels.svg"
for size in 16 32 48 64 128 256 512; do
  ICONS="$ICONS ${size}x${size}/apps/pyramid-duels.png"
done

# The desktop's caches of applications, icons and file types (each tool only if present; none
# when staging into DESTDIR).
update_caches() {
  [ -z "$DESTDIR" ] || return 0
  if command -v update-desktop-database >/dev/null && [ -d "$SHARE/applications" ]; then
    update-desktop-database -q "$SHARE/applications" || true
  fi
  if command -v gtk-update-icon-cache >/dev/null && [ -d "$SHARE/icons/hicolor" ]; then
    gtk-update-icon-cache -q -f -t "$SHARE/icons/hicolor" || true
  fi
  if command -v update-mime-database >/dev/null && [ -d "$SHARE/mime/packages" ]; then
    update-mime-database "$SHARE/mime" >/dev/null 2>&1 || true
  fi
}

# After uninstalling: a cache left describing nothing is removed (it was made for us).
forget_empty_caches() {
  local applications="$D_SHARE/applications" hicolor="$D_SHARE/icons/hicolor" mime="$D_SHARE/mime"
  if [ -d "$applications" ] && [ -z "$(ls -A "$applications" | grep -vx mimeinfo.cache)" ]; then
    rm -f "$applications/mimeinfo.cache"
  fi
  if [ -d "$hicolor" ] && [ -z "$(find "$hicolor" -type f ! -name icon-theme.cache)" ]; then
    rm -f "$hicolor/icon-theme.cache"
  fi
  # The shared MIME database in $SHARE/mime is made from mime/packages/ alone: with no package
  # left, everything else in it is generated.
  if [ -d "$mime" ] && { [ ! -d "$mime/packages" ] || [ -z "$(ls -A "$mime/packages")" ]; }; then
    rm -f "$mime"/{aliases,generic-icons,globs,globs2,icons,magic,mime.cache,subclasses,treemagic,types,version,XMLnamespaces}
    local folder
    for folder in "$mime"/*/; do
      [ "$folder" = "$mime/packages/" ] && continue
      if [ -z "$(find "$folder" -type f ! -name '*.xml')" ]; then rm -rf "$folder"; fi
    done
  fi
}
