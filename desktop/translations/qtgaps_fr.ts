<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own words that its French catalogue (qtbase_fr.qm of Qt 6.11) lacks, so that its file
     dialogs are French throughout. Kept by hand: `python -m desktop.i18n update` leaves it be. -->
<TS version="2.1" language="fr_FR">
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Voir dans :</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Fichiers de &amp;type :</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <comment>All other platforms</comment>
      <translation>Dossier</translation>
    </message>
  </context>
</TS>
