<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../computer/words.py" line="35"/>
        <source>, depth {depth}</source>
        <translation>, profondeur {depth}</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="207"/>
        <source>there is no move to analyse yet</source>
        <translation>il n&apos;y a encore aucun coup à analyser</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="255"/>
        <source>the analysis failed: {error}</source>
        <translation>l&apos;analyse a échoué : {error}</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="298"/>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="300"/>
        <source>resume from this position first</source>
        <translation>reprenez d&apos;abord depuis cette position</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="302"/>
        <source>it is not a person&apos;s turn</source>
        <translation>ce n&apos;est pas le tour d&apos;une personne</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="304"/>
        <source>the computer is analysing the game (stop the analysis first)</source>
        <translation>l&apos;ordinateur analyse la partie (arrêtez d&apos;abord l&apos;analyse)</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="330"/>
        <source>The hint and what follows</source>
        <translation>L&apos;indice et la suite</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="23"/>
        <source>The computer ({level}) is looking for a hint… {seconds} s</source>
        <translation>L&apos;ordinateur ({level}) cherche un indice… {seconds} s</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="29"/>
        <source>{player}: considering the proposal… {seconds} s</source>
        <translation>{player} : réflexion sur la proposition… {seconds} s</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="33"/>
        <source>{player}: thinking… {seconds} s</source>
        <translation>{player} : réflexion… {seconds} s</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="47"/>
        <source>Paused: {player} will play on when you press Resume.</source>
        <translation>En pause : {player} reprendra quand vous appuierez sur Reprendre.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="58"/>
        <source>{move} (perfect play: {value})</source>
        <translation>{move} (jeu parfait : {value})</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="61"/>
        <source>Hint for {player}: {move}: {reason}.</source>
        <translation>Indice pour {player} : {move} : {reason}.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="66"/>
        <source>Hint for {player}: {move}.</source>
        <translation>Indice pour {player} : {move}.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="72"/>
        <source>a win in {plies} turns</source>
        <translation>victoire en {plies} tours</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="74"/>
        <source>a loss in {plies} turns</source>
        <translation>défaite en {plies} tours</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="75"/>
        <source>a draw</source>
        <translation>partie nulle</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="102"/>
        <source>{player} accepted: ending the game now wins it for them.</source>
        <translation>{player} a accepté : finir la partie maintenant lui donne la victoire.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="103"/>
        <source>{player} accepted: playing on promised them nothing better.</source>
        <translation>{player} a accepté : continuer ne lui promettait rien de mieux.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="104"/>
        <source>{player} accepted: playing on could not save them.</source>
        <translation>{player} a accepté : continuer ne pouvait pas lui éviter la défaite.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="106"/>
        <source>{player} declined: they expect to do better by playing on. The game goes on.</source>
        <translation>{player} a refusé : continuer doit lui rapporter davantage. La partie continue.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="108"/>
        <source>{player} declined. The game goes on.</source>
        <translation>{player} a refusé. La partie continue.</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="368"/>
        <source>The computer could not choose a move: {error}</source>
        <translation>L&apos;ordinateur n&apos;a pas pu choisir de coup : {error}</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="97"/>
        <source>was killed (signal {number})</source>
        <translation>a été tué (signal {number})</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="98"/>
        <source>stopped</source>
        <translation>s&apos;est arrêté</translation>
    </message>
    <message>
        <location filename="../computer/player.py" line="414"/>
        <source>the computer&apos;s helper process {how} again</source>
        <translation>le processus auxiliaire de l&apos;ordinateur {how} de nouveau</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="91"/>
        <source>The computer&apos;s helper process {how}; a new one will take over.</source>
        <translation>Le processus auxiliaire de l&apos;ordinateur {how} ; un nouveau prend le relais.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="84"/>
        <source>The computer&apos;s helper process {how} again: the computer has stopped. Play its moves yourself, or start a new game.</source>
        <translation>Le processus auxiliaire de l&apos;ordinateur {how} de nouveau : l&apos;ordinateur s&apos;est arrêté. Jouez ses coups vous-même, ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../computer/words.py" line="88"/>
        <source>The computer&apos;s helper process {how}; a new one is thinking again.</source>
        <translation>Le processus auxiliaire de l&apos;ordinateur {how} ; un nouveau réfléchit à nouveau.</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="49"/>
        <source>{option}: {value}</source>
        <translation>{option} : {value}</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="61"/>
        <source>game over</source>
        <translation>partie finie</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="82"/>
        <source>Draw: {reason}. {figures}.</source>
        <translation>Partie nulle : {reason}. {figures}.</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="84"/>
        <source>A win for {winner}: {reason}. {figures}.</source>
        <translation>Victoire de {winner} : {reason}. {figures}.</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="98"/>
        <source>A win for {winner}, {a} – {b} ({unit})</source>
        <translation>Victoire de {winner}, {a} – {b} ({unit})</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="154"/>
        <source>A line is shown on the board: Back and Forward (the Left and Right arrows) step through it, Close (Escape) goes back to the game as you left it.</source>
        <translation>Une variante est montrée sur le plateau : Reculer et Avancer (flèches gauche et droite) la parcourent, Fermer (Échap) ramène à la partie telle que vous l&apos;avez laissée.</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="172"/>
        <source>Looking at the position after move {number} of {total}. Go back to the last move to play on.</source>
        <translation>Position après le coup {number} sur {total}. Revenez au dernier coup pour continuer.</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="185"/>
        <source>{player} to play: their move comes here as it is made</source>
        <translation>À {player} de jouer : son coup arrive ici dès qu&apos;il est joué</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="187"/>
        <source>{player}: thinking…</source>
        <translation>{player} : réflexion…</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="96"/>
        <source>Draw, {a} – {b} ({unit})</source>
        <translation>Partie nulle, {a} – {b} ({unit})</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="177"/>
        <source>Looking at the position after move {number} of {total}. Resume from here to play on from it, or go back to the last move.</source>
        <translation>Position après le coup {number} sur {total}. Reprenez d&apos;ici pour continuer à partir d&apos;elle, ou revenez au dernier coup.</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="189"/>
        <source>{player}: {prompt}</source>
        <translation>{player} : {prompt}</translation>
    </message>
    <message>
        <location filename="../session/files.py" line="29"/>
        <source>Pyramid Duels games ({patterns})</source>
        <translation>Parties Pyramid Duels ({patterns})</translation>
    </message>
    <message>
        <location filename="../session/files.py" line="30"/>
        <source>All files ({patterns})</source>
        <translation>Tous les fichiers ({patterns})</translation>
    </message>
    <message>
        <location filename="../session/files.py" line="182"/>
        <source>Could not save to {file}: {error}</source>
        <translation>Impossible d&apos;enregistrer dans {file} : {error}</translation>
    </message>
    <message>
        <location filename="../session/files.py" line="188"/>
        <source>Saved to {file}.</source>
        <translation>Enregistrée dans {file}.</translation>
    </message>
    <message>
        <location filename="../session/files.py" line="44"/>
        <source>Cannot open {file}: {error}.</source>
        <translation>Impossible d&apos;ouvrir {file} : {error}.</translation>
    </message>
    <message>
        <location filename="../session/session.py" line="318"/>
        <source>The game cannot be kept safe automatically ({error}): save it with File › Save.</source>
        <translation>La partie ne peut pas être mise à l&apos;abri automatiquement ({error}) : enregistrez-la avec Fichier › Enregistrer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../session/shelf.py" line="59"/>
        <source>Your {game} game with {friend}, online (%n moves)</source>
        <translation>
            <numerusform>Votre partie de {game} avec {friend}, en ligne (%n coup)</numerusform>
            <numerusform>Votre partie de {game} avec {friend}, en ligne (%n coups)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../session/shelf.py" line="62"/>
        <source>Your {game} game ({first} against {second}, %n moves)</source>
        <translation>
            <numerusform>Votre partie de {game} ({first} contre {second}, %n coup)</numerusform>
            <numerusform>Votre partie de {game} ({first} contre {second}, %n coups)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../session/shelf.py" line="71"/>
        <source>{file}, with unsaved moves</source>
        <translation>{file}, avec des coups non enregistrés</translation>
    </message>
    <message>
        <location filename="../session/shelf.py" line="79"/>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
    </message>
    <message>
        <location filename="../session/shelf.py" line="93"/>
        <source>today {time}</source>
        <translation>aujourd&apos;hui {time}</translation>
    </message>
    <message>
        <location filename="../session/shelf.py" line="161"/>
        <source>The game left unfinished last time could not be restored: {error}.</source>
        <translation>La partie laissée inachevée la dernière fois n&apos;a pas pu être restaurée : {error}.</translation>
    </message>
    <message>
        <location filename="../measuring/fps.py" line="53"/>
        <source>Pyramid Duels — 3D frame rate</source>
        <translation>Pyramid Duels — images par seconde en 3D</translation>
    </message>
    <message>
        <location filename="../window/game_page.py" line="183"/>
        <source>The 3D view needs OpenGL, which this display does not offer.</source>
        <translation>La vue 3D a besoin d&apos;OpenGL, que cet affichage n&apos;offre pas.</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="416"/>
        <location filename="../window/game_page.py" line="362"/>
        <source>If the other player accepts, the game ends here.</source>
        <translation>Si l&apos;autre joueur accepte, la partie s&apos;arrête ici.</translation>
    </message>
    <message>
        <location filename="../session/session.py" line="422"/>
        <location filename="../window/game_page.py" line="360"/>
        <source>Not now: {reason}.</source>
        <translation>Pas maintenant : {reason}.</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="184"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="203"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="217"/>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="242"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="270"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="319"/>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="185"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="186"/>
        <source>Choose a game, its options and the players</source>
        <translation>Choisir un jeu, ses options et les joueurs</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="187"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="188"/>
        <location filename="../window/dialogs.py" line="70"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="189"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="190"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="191"/>
        <source>Save this game to its file</source>
        <translation>Enregistrer cette partie dans son fichier</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="192"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="193"/>
        <source>Save this game to a new file</source>
        <translation>Enregistrer cette partie dans un nouveau fichier</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="194"/>
        <source>&amp;Export image…</source>
        <translation>E&amp;xporter une image…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="195"/>
        <source>Save a picture (PNG) of the board as it is shown</source>
        <translation>Enregistrer une image (PNG) du plateau tel qu&apos;il est affiché</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="197"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="199"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="200"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="201"/>
        <source>Sound, animations, view, palette, language and lessons, in one place</source>
        <translation>Sons, animations, affichage, palette, langue et leçons, au même endroit</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="204"/>
        <source>Choose another &amp;game</source>
        <translation>Choisir un autre &amp;jeu</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="205"/>
        <source>Back to the start screen, the game in progress kept</source>
        <translation>Retour à l&apos;écran d&apos;accueil, la partie en cours est gardée</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="207"/>
        <source>&amp;Analyse this game</source>
        <translation>&amp;Analyser cette partie</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="209"/>
        <source>The computer looks at every move: a graph, and the worst moves marked</source>
        <translation>L&apos;ordinateur examine chaque coup : un graphique, et les pires coups signalés</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="211"/>
        <source>&amp;Perfect play for Pylos…</source>
        <translation>Jeu &amp;parfait au Pylos…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="212"/>
        <source>Build the table of perfect play for Pylos, in the background</source>
        <translation>Construire la table du jeu parfait au Pylos, en arrière-plan</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="213"/>
        <location filename="../window/start_screen.py" line="191"/>
        <source>Play a friend &amp;online…</source>
        <translation>Jouer contre un ami en &amp;ligne…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="214"/>
        <location filename="../window/start_screen.py" line="192"/>
        <source>Invite a friend with a code, or join with theirs</source>
        <translation>Inviter un ami avec un code, ou le rejoindre avec le sien</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="218"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="219"/>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="220"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="221"/>
        <source>Play again the move taken back</source>
        <translation>Rejouer le coup repris</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="222"/>
        <source>Step &amp;back in this move</source>
        <translation>&amp;Défaire le dernier clic de ce coup</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="224"/>
        <source>Undo the last click of the move being built</source>
        <translation>Annuler le dernier clic du coup en cours</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="225"/>
        <source>&amp;Cancel this move</source>
        <translation>Abandonner &amp;ce coup</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="229"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="230"/>
        <source>Show the move the strongest computer level would play here, and why</source>
        <translation>Montrer le coup que jouerait ici le niveau le plus fort de l&apos;ordinateur, et pourquoi</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="233"/>
        <source>Go to the &amp;start</source>
        <translation>Aller au &amp;début</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="235"/>
        <source>&amp;Previous position</source>
        <translation>Position &amp;précédente</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="237"/>
        <source>&amp;Next position</source>
        <translation>Position &amp;suivante</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="239"/>
        <source>Go to the &amp;last move</source>
        <translation>Aller au derni&amp;er coup</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="19"/>
        <source>&amp;2D board</source>
        <translation>Plateau &amp;2D</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="20"/>
        <source>&amp;3D view</source>
        <translation>Vue &amp;3D</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="21"/>
        <source>2D &amp;and 3D side by side</source>
        <translation>2D &amp;et 3D côte à côte</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="246"/>
        <source>Animation s&amp;peed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="28"/>
        <source>&amp;Off: moves appear at once</source>
        <translation>&amp;Aucune : les coups apparaissent aussitôt</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="29"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="30"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="31"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="248"/>
        <source>Pa&amp;lette</source>
        <translation>&amp;Palette</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="38"/>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="38"/>
        <source>The table&apos;s usual colours</source>
        <translation>Les couleurs habituelles de la table</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="40"/>
        <source>&amp;Colour-blind safe</source>
        <translation>&amp;Adaptée aux daltoniens</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="41"/>
        <source>Colours every kind of colour vision tells apart (orange and blue)</source>
        <translation>Des couleurs que toutes les visions des couleurs distinguent (orange et bleu)</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="44"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="45"/>
        <source>Black, white and yellow, with thick outlines</source>
        <translation>Noir, blanc et jaune, avec des contours épais</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="227"/>
        <source>Let go of the move being built, the message on show or a line shown</source>
        <translation>Abandonner le coup en cours, le message affiché ou la variante montrée</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="250"/>
        <source>F&amp;ull screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="251"/>
        <source>Fill the screen with the window (again to leave)</source>
        <translation>Remplir l&apos;écran avec la fenêtre (de nouveau pour en sortir)</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="252"/>
        <source>S&amp;ounds</source>
        <translation>So&amp;ns</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="254"/>
        <source>A sound as each piece lands (the volume is in Preferences)</source>
        <translation>Un son quand chaque pièce se pose (le volume se règle dans les Préférences)</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="256"/>
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="258"/>
        <location filename="../window/preferences_window.py" line="46"/>
        <source>Files, ranks and levels around the board, in 2D and 3D</source>
        <translation>Colonnes, rangées et niveaux autour du plateau, en 2D et en 3D</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="261"/>
        <source>3D camera: from the &amp;seat of the player to move</source>
        <translation>Caméra 3D : depuis la place du &amp;joueur au trait</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="263"/>
        <source>3D camera: from a&amp;bove</source>
        <translation>Caméra 3D : vue de &amp;dessus</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="265"/>
        <source>3D camera: from the si&amp;de</source>
        <translation>Caméra 3D : vue de c&amp;ôté</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="267"/>
        <source>3D camera: &amp;reset</source>
        <translation>Caméra 3D : &amp;réinitialiser</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="271"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="273"/>
        <source>Lessons that teach each game&apos;s rules on the board</source>
        <translation>Des leçons qui enseignent les règles de chaque jeu sur le plateau</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="274"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problèmes…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="276"/>
        <source>Positions where one move wins, proven by the computer: find it</source>
        <translation>Des positions où un coup gagne, prouvées par l&apos;ordinateur : trouvez-le</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="277"/>
        <source>Practice against the &amp;computer…</source>
        <translation>S&apos;entraîner contre l&apos;&amp;ordinateur…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="279"/>
        <source>Positions with a goal against the strongest level: reach it</source>
        <translation>Des positions avec un objectif contre le niveau le plus fort : atteignez-le</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="280"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="230"/>
        <source>The rules of {game}, in short</source>
        <translation>Les règles de {game}, en bref</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="281"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../window/menu_choices.py" line="52"/>
        <source>Menus, lessons and puzzles in {language}</source>
        <translation>Menus, leçons et problèmes en {language}</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="284"/>
        <source>&amp;About Pyramid Duels</source>
        <translation>À &amp;propos de Pyramid Duels</translation>
    </message>
    <message>
        <location filename="../session/session.py" line="410"/>
        <source>No hint now: {reason}.</source>
        <translation>Pas d&apos;indice maintenant : {reason}.</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="249"/>
        <source>Two-player games built from pyramids, in 2D and 3D, at one computer:</source>
        <translation>Des jeux à deux joueurs faits de pyramides, en 2D et en 3D, sur un seul ordinateur :</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="244"/>
        <source>Pylon and Ambush are Icehouse games, played with the Looney Pyramids. Pylos is a trademark of Gigamic. Pyramid Duels is an independent program, not endorsed by the games&apos; designers or publishers.</source>
        <translation>Pylon et Ambush sont des jeux Icehouse, qui se jouent avec les Looney Pyramids. Pylos est une marque de Gigamic. Pyramid Duels est un programme indépendant, qui n&apos;est pas approuvé par les auteurs ni les éditeurs des jeux.</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="47"/>
        <source>{game}: discard it for good? It cannot be brought back.</source>
        <translation>{game} : l&apos;abandonner pour de bon ? Elle ne pourra plus être reprise.</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="248"/>
        <source>Licence: {licence}. The program comes with no warranty.</source>
        <translation>Licence : {licence}. Le programme est fourni sans aucune garantie.</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="257"/>
        <source>About Pyramid Duels</source>
        <translation>À propos de Pyramid Duels</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="15"/>
        <source>Read the lesson beside the board, then press Next.</source>
        <translation>Lisez la leçon à côté du plateau, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="16"/>
        <source>Watch the board: the moves play by themselves. Replay shows them again.</source>
        <translation>Regardez le plateau : les coups se jouent tout seuls. Revoir les rejoue.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="17"/>
        <source>That is all for this example: press Next, or Replay to see it again.</source>
        <translation>C&apos;est tout pour cet exemple : appuyez sur Suivant, ou sur Revoir.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="18"/>
        <source>Your turn: make the move the lesson asks for.</source>
        <translation>À vous : jouez le coup que demande la leçon.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="19"/>
        <source>Click on the board to answer.</source>
        <translation>Cliquez sur le plateau pour répondre.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="20"/>
        <source>Well done.</source>
        <translation>Bravo.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="21"/>
        <source>Not quite: that is not what this step asks for.</source>
        <translation>Pas tout à fait : ce n&apos;est pas ce que demande cette étape.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="22"/>
        <source>The board comes back in a moment.</source>
        <translation>Le plateau revient dans un instant.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="23"/>
        <source>Yes. Find the others.</source>
        <translation>Oui. Trouvez les autres.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="24"/>
        <source>Done: press Next to go on.</source>
        <translation>C&apos;est fait : appuyez sur Suivant pour continuer.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="25"/>
        <source>This step is done: press Next to go on.</source>
        <translation>Cette étape est faite : appuyez sur Suivant pour continuer.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="26"/>
        <source>The next step comes by itself once you have read this (or press Next).</source>
        <translation>L&apos;étape suivante viendra d&apos;elle-même une fois ce texte lu (ou appuyez sur Suivant).</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="27"/>
        <source>This step is done: the next one comes by itself.</source>
        <translation>Cette étape est faite : la suivante viendra d&apos;elle-même.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="28"/>
        <source>Read the lesson beside the board.</source>
        <translation>Lisez la leçon à côté du plateau.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="29"/>
        <source>That is all for this example: Replay shows it again.</source>
        <translation>C&apos;est tout pour cet exemple : Revoir le montre à nouveau.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="30"/>
        <source>Done: that was the last step.</source>
        <translation>Fait : c&apos;était la dernière étape.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="31"/>
        <source>This step is done: it was the last one.</source>
        <translation>Cette étape est faite : c&apos;était la dernière.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="32"/>
        <source>Look at the highlighted things: the answer is among them.</source>
        <translation>Regardez ce qui est mis en valeur : la réponse s&apos;y trouve.</translation>
    </message>
    <message>
        <location filename="../study/lesson_words.py" line="33"/>
        <source>Lesson finished: {stars}.</source>
        <translation>Leçon terminée : {stars}.</translation>
    </message>
    <message>
        <location filename="../study/lessons.py" line="138"/>
        <source>Back to the lesson “{title}”</source>
        <translation>Retour à la leçon « {title} »</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="44"/>
        <location filename="../study/puzzles.py" line="24"/>
        <location filename="../window/online_dialog.py" line="149"/>
        <location filename="../window/online_dialog.py" line="183"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="45"/>
        <source>You play {side}; {computer} plays the other side, at its strongest.</source>
        <translation>Vous jouez {side} ; le niveau {computer} joue l&apos;autre camp, au mieux de sa force.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="46"/>
        <source>Goal met: {how}</source>
        <translation>Objectif atteint : {how}</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="47"/>
        <source>Goal met along the proven line: {how} Retry it on your own.</source>
        <translation>Objectif atteint en suivant la ligne prouvée : {how} Refaites-le seul.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="48"/>
        <source>Goal missed: {how} Retry, or look at the proven line.</source>
        <translation>Objectif manqué : {how} Recommencez, ou regardez la ligne prouvée.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="49"/>
        <source>you beat {computer}: {result}.</source>
        <translation>vous avez battu le niveau {computer} : {result}.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="50"/>
        <source>you won by {d}, and {n} were needed: {result}.</source>
        <translation>vous avez gagné de {d}, il en fallait {n} : {result}.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="51"/>
        <source>you won by {d} only, and {n} were needed: {result}.</source>
        <translation>vous n&apos;avez gagné que de {d}, il en fallait {n} : {result}.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="53"/>
        <source>So far: {k} of your {n} moves made, and by its evaluation you are {standing}. Once they are made, at most 1 behind holds on.</source>
        <translation>Jusqu&apos;ici : {k} de vos {n} coups joués, et selon son évaluation vous êtes {standing}. Une fois qu&apos;ils sont joués, au plus 1 de retard suffit pour tenir.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="57"/>
        <source>you made your {n} moves and by the evaluation you are {standing}: the position is not lost.</source>
        <translation>vous avez joué vos {n} coups et selon l&apos;évaluation vous êtes {standing} : la position n&apos;est pas perdue.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="61"/>
        <source>you made your {n} moves, but by the evaluation you are {standing}, more than 1 behind: the position counts as lost.</source>
        <translation>vous avez joué vos {n} coups, mais selon l&apos;évaluation vous êtes {standing}, plus de 1 de retard : la position compte comme perdue.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="64"/>
        <source>{x} ahead on the count</source>
        <translation>en avance de {x} au compte</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="65"/>
        <source>{x} behind on the count</source>
        <translation>en retard de {x} au compte</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="66"/>
        <source>level on the count</source>
        <translation>à égalité au compte</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="67"/>
        <source>{computer} replied {move}: {reason}.</source>
        <translation>{computer} a répondu {move} : {reason}.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="69"/>
        <source>Your move {number}, {move}, lost it: after it no play of yours reached the goal, whatever you did. {better} kept it in reach: {reason}.</source>
        <translation>Votre coup {number}, {move}, l&apos;a perdu : après lui, aucun de vos jeux n&apos;atteignait l&apos;objectif, quoi que vous fassiez. {better} le gardait à portée : {reason}.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="72"/>
        <source>Goal missed: {how}</source>
        <translation>Objectif manqué : {how}</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="74"/>
        <source>Back before move {number}, the goal in reach: find a move that keeps it there.</source>
        <translation>Retour avant le coup {number}, l&apos;objectif à portée : trouvez un coup qui l&apos;y garde.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="77"/>
        <source>Goal met from the position retried: {how} Retry the whole practice to have it ticked.</source>
        <translation>Objectif atteint depuis la position reprise : {how} Recommencez l&apos;entraînement en entier pour qu&apos;il soit coché.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="79"/>
        <source>you did not lose: {result}.</source>
        <translation>vous n&apos;avez pas perdu : {result}.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="80"/>
        <source>{result}.</source>
        <translation>{result}.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="82"/>
        <source>The proven line: {line}. Your next move in it is marked on the board; after each reply the move that keeps the goal in reach is marked.</source>
        <translation>La ligne prouvée : {line}. Votre prochain coup y est marqué sur le plateau ; après chaque réponse, le coup qui garde l&apos;objectif à portée est marqué.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="86"/>
        <source>You left the proven line, so nothing more is marked: the goal may still be in reach. Show the proven line starts it again.</source>
        <translation>Vous avez quitté la ligne prouvée, plus rien n&apos;est marqué : l&apos;objectif est peut-être encore à portée. Montrer la ligne prouvée la reprend du début.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="89"/>
        <source>The proven line</source>
        <translation>La ligne prouvée</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="90"/>
        <source>Goal met. Choose the next practice, or retry this one.</source>
        <translation>Objectif atteint. Choisissez l&apos;entraînement suivant, ou recommencez celui-ci.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="91"/>
        <source>Goal missed. Retry, or look at the proven line.</source>
        <translation>Objectif manqué. Recommencez, ou regardez la ligne prouvée.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="93"/>
        <source>Goal missed. The move that lost it is marked in the list: Retry from here, Retry, or look at the proven line.</source>
        <translation>Objectif manqué. Le coup qui l&apos;a perdu est marqué dans la liste : reprenez d&apos;ici, recommencez, ou regardez la ligne prouvée.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="97"/>
        <source>win</source>
        <translation>gagner</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="98"/>
        <source>win by a margin</source>
        <translation>gagner avec de l&apos;avance</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="99"/>
        <source>hold on</source>
        <translation>tenir</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="100"/>
        <source>don&apos;t lose</source>
        <translation>ne pas perdre</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="102"/>
        <source>The practice was left.</source>
        <translation>L&apos;entraînement a été quitté.</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="103"/>
        <location filename="../study/practice_panel.py" line="223"/>
        <source>The practice of {game} cannot be read: {error}</source>
        <translation>Les entraînements de {game} ne peuvent pas être lus : {error}</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="129"/>
        <source>{game} practice — Pyramid Duels</source>
        <translation>Entraînement de {game} — Pyramid Duels</translation>
    </message>
    <message>
        <location filename="../study/practice.py" line="186"/>
        <source>Back to {game} practice {number}</source>
        <translation>Retour à l&apos;entraînement {number} de {game}</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="25"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="26"/>
        <source>{side} to play: find the only move that wins.</source>
        <translation>{side} joue : trouvez le seul coup qui gagne.</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="27"/>
        <source>Solved. Choose the next puzzle, or try this one again.</source>
        <translation>Résolu. Choisissez le problème suivant, ou recommencez celui-ci.</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="28"/>
        <source>Not this move. Try again, or look at the solution.</source>
        <translation>Pas ce coup. Réessayez, ou regardez la solution.</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="29"/>
        <source>The solution is on the board: play it, or go to the next puzzle.</source>
        <translation>La solution est sur le plateau : jouez-la, ou passez au suivant.</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="30"/>
        <source>Right: {move} wins, and no other move does.</source>
        <translation>Bravo : {move} gagne, et aucun autre coup ne gagne.</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="31"/>
        <source>Right: {move} wins. (Solved after {tries} tries.)</source>
        <translation>Bravo : {move} gagne. (Résolu après {tries} essais.)</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="32"/>
        <source>{move} does not win. {why}</source>
        <translation>{move} ne gagne pas. {why}</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="33"/>
        <source>Why it wins: {why}</source>
        <translation>Pourquoi ce coup gagne : {why}</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="35"/>
        <source>Best play</source>
        <translation>Meilleur jeu</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="40"/>
        <source>reserve</source>
        <translation>réserve</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="41"/>
        <source>stopping</source>
        <translation>parade</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="42"/>
        <source>topping</source>
        <translation>coiffe</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="48"/>
        <source>no capture</source>
        <translation>sans capture</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="121"/>
        <source>Back to {game} puzzle {number}</source>
        <translation>Retour au problème {number} de {game}</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="34"/>
        <source>The winning move is {move}, marked on the board.</source>
        <translation>Le coup gagnant est {move}, indiqué sur le plateau.</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="37"/>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="38"/>
        <source>raise</source>
        <translation>montée</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="39"/>
        <source>top ball</source>
        <translation>bille du sommet</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="43"/>
        <source>stacking</source>
        <translation>empilement</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="44"/>
        <source>sacrifice</source>
        <translation>sacrifice</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="45"/>
        <source>rotation</source>
        <translation>rotation</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="46"/>
        <source>sandwich</source>
        <translation>sandwich</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="47"/>
        <source>double capture</source>
        <translation>prise double</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="51"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="52"/>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="53"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../study/lessons.py" line="49"/>
        <source>{game} lessons — Pyramid Duels</source>
        <translation>Leçons de {game} — Pyramid Duels</translation>
    </message>
    <message>
        <location filename="../study/puzzles.py" line="75"/>
        <source>{game} puzzles — Pyramid Duels</source>
        <translation>Problèmes de {game} — Pyramid Duels</translation>
    </message>
    <message>
        <location filename="../session/session.py" line="178"/>
        <source>Your game of {game} is kept: the start screen offers it back.</source>
        <translation>Votre partie de {game} est gardée : l&apos;écran d&apos;accueil vous la rend.</translation>
    </message>
    <message>
        <location filename="../session/session.py" line="233"/>
        <source>{file} is already on the table.</source>
        <translation>{file} est déjà sur la table.</translation>
    </message>
    <message>
        <location filename="../session/session.py" line="387"/>
        <source>Back to your game, as you left it.</source>
        <translation>Retour à votre partie, telle que vous l&apos;avez laissée.</translation>
    </message>
    <message>
        <location filename="../session/session.py" line="439"/>
        <source>{player} refused: the game goes on.</source>
        <translation>{player} a refusé : la partie continue.</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="83"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="98"/>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} existe déjà. Le remplacer ?</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="99"/>
        <source>Replace the file</source>
        <translation>Remplacer le fichier</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="113"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="116"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="123"/>
        <source>Export an image of the board</source>
        <translation>Exporter une image du plateau</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="122"/>
        <source>PNG images ({patterns})</source>
        <translation>Images PNG ({patterns})</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="145"/>
        <source>Could not write {file}.</source>
        <translation>Impossible d&apos;écrire {file}.</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="147"/>
        <source>The board was saved as {file}.</source>
        <translation>Le plateau a été enregistré sous {file}.</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="257"/>
        <source>Save the game?</source>
        <translation>Enregistrer la partie ?</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="259"/>
        <source>This game is not saved, and could not be kept safe automatically. Save it before closing?</source>
        <translation>Cette partie n&apos;est pas enregistrée, et n&apos;a pas pu être mise à l&apos;abri automatiquement. L&apos;enregistrer avant de fermer ?</translation>
    </message>
    <message>
        <location filename="../model/game.py" line="302"/>
        <source>There is nothing to click there.</source>
        <translation>Il n&apos;y a rien à cliquer ici.</translation>
    </message>
    <message>
        <location filename="../model/game.py" line="310"/>
        <source>There is no click to take back: no move is begun.</source>
        <translation>Il n&apos;y a aucun clic à annuler : aucun coup n&apos;est commencé.</translation>
    </message>
    <message>
        <location filename="../model/game.py" line="366"/>
        <source>only the player to move may propose, and the computer is to move</source>
        <translation>seul le joueur qui a le trait peut proposer, et c&apos;est à l&apos;ordinateur de jouer</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="86"/>
        <source>What you can click now is marked on the board.</source>
        <translation>Ce que vous pouvez cliquer maintenant est marqué sur le plateau.</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="54"/>
        <source>You are looking at move {move} of {total}: choose Resume from here to play on from this position.</source>
        <translation>Vous regardez le coup {move} sur {total} : choisissez Reprendre d&apos;ici pour continuer à partir de cette position.</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="50"/>
        <source>You are looking at move {move} of {total}: go back to the last move to play on.</source>
        <translation>Vous regardez le coup {move} sur {total} : revenez au dernier coup pour continuer.</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="59"/>
        <source>The game is over. Ask your friend for a rematch, or start a new game.</source>
        <translation>La partie est finie. Proposez une revanche à votre ami, ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="61"/>
        <source>The game is over. Start a new game, or undo to play on from earlier.</source>
        <translation>La partie est finie. Commencez une nouvelle partie, ou annulez pour reprendre plus tôt.</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="64"/>
        <source>It is the turn of {player}.</source>
        <translation>C&apos;est au tour de {player}.</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="129"/>
        <source>{name}, online</source>
        <translation>{name}, en ligne</translation>
    </message>
    <message>
        <location filename="../model/game.py" line="364"/>
        <source>resume from the reviewed position first</source>
        <translation>reprenez d&apos;abord depuis la position consultée</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="140"/>
        <source>Playing on from move {move}. The next move comes back with Redo until a move is played here.</source>
        <translation>La partie reprend au coup {move}. Le coup suivant revient avec Rétablir tant qu&apos;aucun coup n&apos;est joué ici.</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/answers.py" line="145"/>
        <source>Playing on from move {move}. The %n later moves come back with Redo until a move is played here.</source>
        <translation>
            <numerusform>La partie reprend au coup {move}. Le coup suivant revient avec Rétablir tant qu&apos;aucun coup n&apos;est joué ici.</numerusform>
            <numerusform>La partie reprend au coup {move}. Les %n coups suivants reviennent avec Rétablir tant qu&apos;aucun coup n&apos;est joué ici.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="119"/>
        <location filename="../window/new_game.py" line="120"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="143"/>
        <location filename="../window/new_game.py" line="145"/>
        <source>Which game to play</source>
        <translation>À quel jeu jouer</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="144"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="146"/>
        <source>Ga&amp;me</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="44"/>
        <location filename="../window/new_game.py" line="124"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="160"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="169"/>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="170"/>
        <source>The name shown for this side (empty: the colour&apos;s name)</source>
        <translation>Le nom affiché pour ce camp (vide : le nom de la couleur)</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="191"/>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="192"/>
        <source>Someone at this computer plays this side</source>
        <translation>Quelqu&apos;un devant cet ordinateur joue ce camp</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="195"/>
        <location filename="../window/perfect_choice.py" line="22"/>
        <source>Computer: {level}</source>
        <translation>Ordinateur : {level}</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="199"/>
        <location filename="../window/perfect_choice.py" line="58"/>
        <source>The computer {does}</source>
        <translation>L&apos;ordinateur {does}</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="204"/>
        <source>A person, or the computer at a level (Beginner is the gentlest)</source>
        <translation>Une personne, ou l&apos;ordinateur à un niveau (Débutant est le plus doux)</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="180"/>
        <source>Who takes the first seat, the one that moves first</source>
        <translation>Qui prend la première place, celle qui joue en premier</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="181"/>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="183"/>
        <source>&amp;Who starts</source>
        <translation>&amp;Qui commence</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="212"/>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="213"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="215"/>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="216"/>
        <location filename="../window/online_dialog.py" line="171"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="261"/>
        <source>This game has no options.</source>
        <translation>Ce jeu n&apos;a pas d&apos;options.</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="266"/>
        <source>{side} (moves first)</source>
        <translation>{side} (joue en premier)</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="268"/>
        <source>{side} (moves second)</source>
        <translation>{side} (joue en second)</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="271"/>
        <source>{side}: a person or the computer</source>
        <translation>{side} : une personne ou l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="273"/>
        <source>{side}: name</source>
        <translation>{side} : nom</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="361"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../window/board_choice.py" line="35"/>
        <location filename="../window/new_game.py" line="365"/>
        <source>★ This is Pyramid Duels&apos; own rule, not the publisher&apos;s.</source>
        <translation>★ C&apos;est une règle propre à Pyramid Duels, pas celle de l&apos;éditeur.</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="387"/>
        <location filename="../window/new_game.py" line="388"/>
        <source>{player} to start</source>
        <translation>{player} commence</translation>
    </message>
    <message>
        <location filename="../window/new_game.py" line="389"/>
        <source>Draw lots</source>
        <translation>Tirer au sort</translation>
    </message>
    <message>
        <location filename="../model/answers.py" line="97"/>
        <source>Computer ({level})</source>
        <translation>Ordinateur ({level})</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="188"/>
        <source>Three two-player games built from pyramids. Choose one to play, or learn it first.</source>
        <translation>Trois jeux à deux joueurs faits de pyramides. Choisissez-en un pour jouer, ou apprenez-le d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="22"/>
        <source>{game} practice {n} of {total}</source>
        <translation>Entraînement de {game}, {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="23"/>
        <source>{done} of {total} done</source>
        <translation>{done} sur {total} réussis</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="24"/>
        <source>{id} · goal: {goal} · against {computer}</source>
        <translation>{id} · objectif : {goal} · contre le niveau {computer}</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="25"/>
        <source>Retry</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="26"/>
        <source>Retry from here</source>
        <translation>Reprendre d&apos;ici</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="28"/>
        <source>The position before the move that lost the goal, to find a better one; the moves before it still count (a goal met this way is not ticked)</source>
        <translation>La position avant le coup qui a perdu l&apos;objectif, pour en trouver un meilleur ; les coups d&apos;avant comptent toujours (un objectif atteint ainsi n&apos;est pas coché)</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="31"/>
        <source>After this move the goal was out of reach</source>
        <translation>Après ce coup, l&apos;objectif était hors de portée</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="32"/>
        <source>Show the proven line</source>
        <translation>Montrer la ligne prouvée</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="35"/>
        <source>All practices…</source>
        <translation>Tous les entraînements…</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="36"/>
        <source>Leave the practice</source>
        <translation>Quitter l&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="37"/>
        <source>Put the practice&apos;s position back and play again</source>
        <translation>Remettre la position de l&apos;entraînement et rejouer</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="39"/>
        <source>Start again with the proof&apos;s moves marked on the board (the goal then counts as not met on your own)</source>
        <translation>Recommencer avec les coups de la preuve marqués sur le plateau (l&apos;objectif ne compte alors pas comme atteint seul)</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="42"/>
        <source>The practice before (Page Up)</source>
        <translation>L&apos;entraînement précédent (Page préc.)</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="43"/>
        <source>The next practice not yet done (Page Down)</source>
        <translation>Le prochain entraînement pas encore réussi (Page suiv.)</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="44"/>
        <source>Every practice of every game, and which you did</source>
        <translation>Tous les entraînements de chaque jeu, et ceux que vous avez réussis</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="46"/>
        <source>Practice against the computer</source>
        <translation>S&apos;entraîner contre l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="48"/>
        <source>Each position has a goal against the strongest level: win, win by a margin, hold on for some moves, or not lose. An exact search proved that the goal can be reached whatever the computer plays; the proven line is there when you ask for it.</source>
        <translation>Chaque position a un objectif contre le niveau le plus fort : gagner, gagner avec de l&apos;avance, tenir quelques coups, ou ne pas perdre. Une recherche exacte a prouvé que l&apos;objectif peut être atteint quoi que joue l&apos;ordinateur ; la ligne prouvée est là quand vous la demandez.</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="52"/>
        <location filename="../window/start_screen.py" line="242"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="53"/>
        <source>Forget what I did</source>
        <translation>Oublier mes réussites</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="55"/>
        <source>Forget which {game} practices you did? Their ticks go, and cannot be brought back.</source>
        <translation>Oublier quels entraînements de {game} vous avez réussis ? Leurs coches disparaissent pour de bon.</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="184"/>
        <source>Practices of {game}</source>
        <translation>Entraînements de {game}</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="184"/>
        <source>Enter opens the practice chosen</source>
        <translation>Entrée ouvre l&apos;entraînement choisi</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="326"/>
        <source>&amp;Resume it</source>
        <translation>&amp;La reprendre</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="326"/>
        <source>&amp;Resume it online</source>
        <translation>&amp;La reprendre en ligne</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="328"/>
        <source>Go on with your friend: a new code carries the game, for them to join with</source>
        <translation>Continuer avec votre ami : un nouveau code emporte la partie, pour qu&apos;il la rejoigne</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="330"/>
        <source>Go back to that game, every move and the undo history kept</source>
        <translation>Retourner à cette partie, avec tous ses coups et l&apos;historique d&apos;annulation</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="332"/>
        <source>Resume the unfinished game</source>
        <translation>Reprendre la partie inachevée</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="335"/>
        <source>&amp;Discard it</source>
        <translation>L&apos;&amp;abandonner</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="336"/>
        <source>Forget that game for good</source>
        <translation>Oublier cette partie pour de bon</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="49"/>
        <location filename="../window/start_screen.py" line="337"/>
        <source>Discard the unfinished game</source>
        <translation>Abandonner la partie inachevée</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="235"/>
        <location filename="../window/start_screen.py" line="243"/>
        <source>Play {game}: choose its options and the players</source>
        <translation>Jouer à {game} : choisir ses options et les joueurs</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="236"/>
        <location filename="../window/start_screen.py" line="244"/>
        <source>Play {game}</source>
        <translation>Jouer à {game}</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="251"/>
        <source>Learn to play {game}</source>
        <translation>Apprendre à jouer à {game}</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="250"/>
        <source>Lessons that teach {game} on the board, step by step</source>
        <translation>Des leçons qui enseignent {game} sur le plateau, pas à pas</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="17"/>
        <source>{game} puzzle {n} of {total}</source>
        <translation>{game}, problème {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="18"/>
        <source>{solved} of {total} solved</source>
        <translation>{solved} sur {total} résolus</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="19"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="20"/>
        <source>Show the solution</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <location filename="../study/practice_panel.py" line="33"/>
        <location filename="../study/puzzle_panel.py" line="21"/>
        <source>◂ Previous</source>
        <translation>◂ Précédent</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="23"/>
        <source>All puzzles…</source>
        <translation>Tous les problèmes…</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="24"/>
        <source>Leave the puzzles</source>
        <translation>Quitter les problèmes</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="25"/>
        <source>Put the puzzle&apos;s position back</source>
        <translation>Remettre la position du problème</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="27"/>
        <source>Mark the winning move on the board (the puzzle then counts as unsolved)</source>
        <translation>Montrer le coup gagnant sur le plateau (le problème reste non résolu)</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="29"/>
        <source>The puzzle before (Page Up)</source>
        <translation>Le problème précédent (Page précédente)</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="30"/>
        <source>The next puzzle not yet solved (Page Down)</source>
        <translation>Le prochain problème non résolu (Page suivante)</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="31"/>
        <source>Every puzzle of every game, and which you solved</source>
        <translation>Tous les problèmes de chaque jeu, et ceux que vous avez résolus</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="33"/>
        <location filename="../window/start_screen.py" line="256"/>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="35"/>
        <source>In each puzzle one move wins, and only one: the computer proved it. Once you find it, the panel says why it wins; a wrong move is answered by the computer and explained.</source>
        <translation>Dans chaque problème, un coup gagne, et un seul : l&apos;ordinateur l&apos;a prouvé. Une fois ce coup trouvé, le panneau dit pourquoi il gagne ; un mauvais coup reçoit la réponse de l&apos;ordinateur, et une explication.</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="38"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="39"/>
        <source>Forget what I solved</source>
        <translation>Oublier mes problèmes résolus</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="41"/>
        <source>Forget which {game} puzzles you solved? Their ticks go, and cannot be brought back.</source>
        <translation>Oublier quels problèmes de {game} vous avez résolus ? Leurs coches disparaissent pour de bon.</translation>
    </message>
    <message>
        <location filename="../study/puzzle_panel.py" line="43"/>
        <source>No puzzles for this game.</source>
        <translation>Pas de problèmes pour ce jeu.</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="257"/>
        <source>{game} positions where one move wins: find it</source>
        <translation>Des positions de {game} où un coup gagne : trouvez-le</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="258"/>
        <source>{game} puzzles</source>
        <translation>Problèmes de {game}</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="171"/>
        <location filename="../window/start_screen.py" line="190"/>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="353"/>
        <source>Back to the {game} game in progress</source>
        <translation>Retour à la partie de {game} en cours</translation>
    </message>
    <message>
        <location filename="../window/start_screen.py" line="356"/>
        <source>Return to the game you were playing (Esc)</source>
        <translation>Revenir à la partie que vous jouiez (Échap)</translation>
    </message>
    <message>
        <location filename="../study/parts.py" line="166"/>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="93"/>
        <source>Lessons of {game}</source>
        <translation>Leçons de {game}</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="94"/>
        <source>Enter opens the lesson chosen</source>
        <translation>Entrée ouvre la leçon choisie</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="227"/>
        <source>No table of perfect play has been built on this machine yet: Game › Perfect play for Pylos… builds it.</source>
        <translation>Aucune table de jeu parfait n&apos;a encore été construite sur cette machine : Partie › Jeu parfait pour Pylos… la construit.</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="231"/>
        <source>The table built on this machine says: with perfect play, the game is a draw.</source>
        <translation>La table construite sur cette machine dit : en jeu parfait, la partie est nulle.</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="233"/>
        <source>The table built on this machine says: the first player wins in {plies} turns.</source>
        <translation>La table construite sur cette machine dit : le premier joueur gagne en {plies} tours.</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="235"/>
        <source>The table built on this machine says: the first player loses in {plies} turns.</source>
        <translation>La table construite sur cette machine dit : le premier joueur perd en {plies} tours.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="144"/>
        <source>Perfect play for Pylos</source>
        <translation>Jeu parfait au Pylos</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="148"/>
        <source>A table of perfect play knows, for every position of a game of Pylos, whether the player to move wins, loses or draws, and in how many turns, when both sides play perfectly. Once it is built, the computer&apos;s perfect play, the analysis and the hint use it. Each rule set has its own table, built once on this computer and kept in {folder}.</source>
        <translation>Une table du jeu parfait sait, pour chaque position d&apos;une partie de Pylos, si le joueur qui a le trait gagne, perd ou fait nulle, et en combien de tours, quand les deux camps jouent parfaitement. Une fois construite, le jeu parfait de l&apos;ordinateur, l&apos;analyse et l&apos;indice s&apos;en servent. Chaque règle a sa propre table, construite une seule fois sur cet ordinateur et gardée dans {folder}.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="160"/>
        <source>{option}:</source>
        <translation>{option} :</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="161"/>
        <source>Build the table in the background, at a low priority</source>
        <translation>Construire la table en arrière-plan, en priorité basse</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="162"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="163"/>
        <source>Stop the build: its progress is kept, to resume later</source>
        <translation>Arrêter la construction : ce qui est fait est gardé, pour reprendre plus tard</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="164"/>
        <location filename="../study/browser.py" line="279"/>
        <location filename="../study/parts.py" line="195"/>
        <location filename="../window/preferences_window.py" line="180"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="165"/>
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="168"/>
        <source>The build goes on when this window is closed: the menu bar shows how far it is. Quitting the program stops it, and it resumes where it stopped.</source>
        <translation>La construction continue quand cette fenêtre est fermée : la barre des menus montre où elle en est. Quitter le programme l&apos;arrête, et elle reprend là où elle s&apos;est arrêtée.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="198"/>
        <source>Another table is being built ({rules}): one at a time.</source>
        <translation>Une autre table est en construction ({rules}) : une à la fois.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="208"/>
        <source>Time left: {time}.</source>
        <translation>Temps restant : {time}.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="210"/>
        <source>Resume from {percent}</source>
        <translation>Reprendre à {percent}</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="212"/>
        <source>Build</source>
        <translation>Construire</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="237"/>
        <source>Stopping: the build saves its progress…</source>
        <translation>Arrêt : la construction enregistre où elle en est…</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="238"/>
        <source>Being built: {percent} done.</source>
        <translation>En construction : {percent} faits.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="241"/>
        <source>Built: {size} on disk. Perfect play is ready.</source>
        <translation>Construite : {size} sur le disque. Le jeu parfait est prêt.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="245"/>
        <source>Begun, and stopped at {percent}: the build resumes from there.</source>
        <translation>Commencée, et arrêtée à {percent} : la construction reprendra de là.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="248"/>
        <source>Not built yet.</source>
        <translation>Pas encore construite.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="256"/>
        <source>Building takes {time} here, on {cores} of this computer&apos;s {all} cores at a low priority. It needs {memory} of memory while it runs and up to {disk} of disk for its saved progress; the finished table takes about {finished}.</source>
        <translation>La construction prend {time} ici, sur {cores} des {all} cœurs de cet ordinateur, en priorité basse. Elle demande {memory} de mémoire pendant qu&apos;elle tourne et jusqu&apos;à {disk} de disque pour enregistrer où elle en est ; la table finie occupe environ {finished}.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="270"/>
        <source>Only {free} of memory is free now: the build may run out of it.</source>
        <translation>Seulement {free} de mémoire sont libres en ce moment : la construction pourrait en manquer.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="276"/>
        <source>Only {free} of disk is free there: the build may run out of it.</source>
        <translation>Seulement {free} de disque sont libres là : la construction pourrait en manquer.</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="287"/>
        <source>Stop building the table?</source>
        <translation>Arrêter la construction de la table ?</translation>
    </message>
    <message>
        <location filename="../solving/dialog.py" line="290"/>
        <source>The table of perfect play is being built ({percent} done). Quitting stops the build; its progress is kept and it resumes from there next time. Quit?</source>
        <translation>La table du jeu parfait est en construction ({percent} faits). Quitter arrête la construction ; ce qui est fait est gardé et elle reprendra de là la prochaine fois. Quitter ?</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="179"/>
        <source>Puzzles of {game}</source>
        <translation>Problèmes de {game}</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="33"/>
        <location filename="../window/start_screen.py" line="249"/>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="34"/>
        <source>Each lesson shows a rule on the real board, then asks you to play it.</source>
        <translation>Chaque leçon montre une règle sur le vrai plateau, puis vous la fait jouer.</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="35"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="36"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="37"/>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="38"/>
        <source>Rules of {game}</source>
        <translation>Règles de {game}</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="39"/>
        <source>done</source>
        <translation>faite</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="40"/>
        <source>{n} steps</source>
        <translation>{n} étapes</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="41"/>
        <source>step {n} of {total}</source>
        <translation>étape {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="42"/>
        <source>not started</source>
        <translation>pas commencée</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="43"/>
        <source>Learn it by doing: lesson {n}, {title}</source>
        <translation>Apprenez-la en jouant : leçon {n}, {title}</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="45"/>
        <source>{game}: the rules</source>
        <translation>{game} : les règles</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="46"/>
        <source>Practice against the computer…</source>
        <translation>S&apos;entraîner contre l&apos;ordinateur…</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="48"/>
        <source>Positions of {game} with a goal against the strongest level, proven reachable</source>
        <translation>Des positions de {game} avec un objectif contre le niveau le plus fort, prouvé atteignable</translation>
    </message>
    <message>
        <location filename="../study/browser.py" line="179"/>
        <source>Enter opens the puzzle chosen</source>
        <translation>Entrée ouvre le problème choisi</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="15"/>
        <source>Lesson {n} of {total}</source>
        <translation>Leçon {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="16"/>
        <source>Step {n} of {total}</source>
        <translation>Étape {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="17"/>
        <source>◂ Back</source>
        <translation>◂ Retour</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="18"/>
        <location filename="../study/practice_panel.py" line="34"/>
        <location filename="../study/puzzle_panel.py" line="22"/>
        <source>Next ▸</source>
        <translation>Suivant ▸</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="19"/>
        <source>Next lesson ▸</source>
        <translation>Leçon suivante ▸</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="20"/>
        <source>Start the step again</source>
        <translation>Recommencer l&apos;étape</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="21"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="22"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="23"/>
        <source>All lessons…</source>
        <translation>Toutes les leçons…</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="24"/>
        <source>Rules…</source>
        <translation>Règles…</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="25"/>
        <source>Leave the tutorial</source>
        <translation>Quitter le tutoriel</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="26"/>
        <source>Play a real game</source>
        <translation>Jouer une vraie partie</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="27"/>
        <source>You have finished every lesson of {game}. Ready for a real game?</source>
        <translation>Vous avez fini toutes les leçons de {game}. Prêt pour une vraie partie ?</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="28"/>
        <source>What to do, and where (Ctrl+H)</source>
        <translation>Que faire, et où (Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="29"/>
        <source>Play this step&apos;s moves again</source>
        <translation>Rejouer les coups de cette étape</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="30"/>
        <source>Put the board back as this step began</source>
        <translation>Remettre le plateau comme au début de l&apos;étape</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="31"/>
        <source>The step before (Page Up)</source>
        <translation>L&apos;étape précédente (Page précédente)</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="32"/>
        <source>The next step (Page Down)</source>
        <translation>L&apos;étape suivante (Page suivante)</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="33"/>
        <source>Every lesson, and how far you got</source>
        <translation>Toutes les leçons, et où vous en êtes</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="34"/>
        <source>The rules of this game, in short</source>
        <translation>Les règles de ce jeu, en bref</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="35"/>
        <location filename="../study/practice_panel.py" line="45"/>
        <location filename="../study/puzzle_panel.py" line="32"/>
        <source>Back to your game, or to the start screen</source>
        <translation>Retour à votre partie, ou à l&apos;écran d&apos;accueil</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="36"/>
        <source>Start a game against a person or the computer</source>
        <translation>Commencer une partie contre une personne ou l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="37"/>
        <source>Go on by itself after a right answer</source>
        <translation>Avancer seul après une bonne réponse</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="39"/>
        <source>After a right answer, the next step comes by itself once its words have had the time to be read</source>
        <translation>Après une bonne réponse, l&apos;étape suivante vient d&apos;elle-même une fois le temps laissé pour lire ses explications</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="43"/>
        <source>Read</source>
        <translation>Lire</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="44"/>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="45"/>
        <source>Your move</source>
        <translation>À vous</translation>
    </message>
    <message>
        <location filename="../study/lesson_panel.py" line="46"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../i18n/__init__.py" line="112"/>
        <source>: </source>
        <comment>between a label and what follows it</comment>
        <translation> : </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/lines.py" line="166"/>
        <source>{title}: the start, %n moves to see</source>
        <translation>
            <numerusform>{title} : le départ, %n coup à voir</numerusform>
            <numerusform>{title} : le départ, %n coups à voir</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/lines.py" line="169"/>
        <source>{title}: move {number} of {count}, {player}: {move}</source>
        <translation>{title} : coup {number} sur {count}, {player} : {move}</translation>
    </message>
    <message>
        <location filename="../model/lines.py" line="181"/>
        <source>The board shows a line ({title}), not the game: nothing can be played on it. Close the line (Escape) to go back to the game.</source>
        <translation>Le plateau montre une variante ({title}), pas la partie : on n&apos;y joue rien. Fermez la variante (Échap) pour revenir à la partie.</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="35"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="36"/>
        <source>&amp;Sounds on the table</source>
        <translation>&amp;Sons sur la table</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="37"/>
        <source>A sound as each piece lands, a soft one for a refused click</source>
        <translation>Un son quand chaque pièce se pose, un son discret pour un clic refusé</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="38"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume :</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="39"/>
        <source>How loud the sounds are (a sound plays as you change it)</source>
        <translation>La force des sons (un son est joué quand vous la changez)</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="40"/>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse d&apos;&amp;animation :</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="41"/>
        <source>Vie&amp;w:</source>
        <translation>Aff&amp;ichage :</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="42"/>
        <source>What the window shows, now and at the next start</source>
        <translation>Ce que montre la fenêtre, maintenant et au prochain lancement</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="43"/>
        <source>&amp;Palette:</source>
        <translation>&amp;Palette :</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="44"/>
        <source>La&amp;nguage:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="45"/>
        <source>Show the board&apos;s &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées du plateau</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="47"/>
        <source>A lesson goes &amp;on by itself after a right answer</source>
        <translation>Une leçon avance d&apos;elle-&amp;même après une bonne réponse</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="48"/>
        <source>Otherwise Next leads to the next step</source>
        <translation>Sinon, Suivant mène à l&apos;étape suivante</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="49"/>
        <source>&amp;Mailbox server:</source>
        <translation>Serveur de &amp;boîte aux lettres :</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="51"/>
        <source>Where two players online meet (a magic-wormhole mailbox server); empty: the public one</source>
        <translation>Où deux joueurs en ligne se retrouvent (un serveur de boîte aux lettres magic-wormhole) ; vide : le serveur public</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="56"/>
        <source>Off: moves appear at once</source>
        <translation>Aucune : les coups apparaissent aussitôt</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="57"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="58"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="59"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="62"/>
        <source>2D board</source>
        <translation>Plateau 2D</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="63"/>
        <source>3D view</source>
        <translation>Vue 3D</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="64"/>
        <source>2D and 3D side by side</source>
        <translation>2D et 3D côte à côte</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="67"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="68"/>
        <source>Colour-blind safe</source>
        <translation>Adaptée aux daltoniens</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="69"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location filename="../window/preferences_window.py" line="195"/>
        <source>the public server</source>
        <translation>le serveur public</translation>
    </message>
    <message>
        <location filename="../window/perfect_choice.py" line="28"/>
        <source>Perfect play is for Pylos only: no table of the other games can be built.</source>
        <translation>Le jeu parfait n&apos;existe que pour Pylos : aucune table des autres jeux ne peut être construite.</translation>
    </message>
    <message>
        <location filename="../window/perfect_choice.py" line="32"/>
        <source>Perfect play needs the solver, which was not built: this machine had no C compiler when the program was installed.</source>
        <translation>Le jeu parfait a besoin du solveur, qui n&apos;a pas été construit : cette machine n&apos;avait pas de compilateur C quand le programme a été installé.</translation>
    </message>
    <message>
        <location filename="../window/perfect_choice.py" line="37"/>
        <source>Perfect play needs the table of these rules: build it with Game › Perfect play for Pylos… (once, about an hour), then choose it here.</source>
        <translation>Le jeu parfait a besoin de la table de ces règles : construisez-la avec Partie › Jeu parfait pour Pylos… (une fois, environ une heure), puis choisissez-le ici.</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="69"/>
        <source>Perfect play: {percent}, {time} left</source>
        <translation>Jeu parfait : {percent}, encore {time}</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="74"/>
        <source>Perfect play: stopping, the build saves its progress…</source>
        <translation>Jeu parfait : arrêt, la construction enregistre où elle en est…</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="78"/>
        <source>Perfect play: the table is built.</source>
        <translation>Jeu parfait : la table est construite.</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="79"/>
        <source>Perfect play: the build stopped; it resumes where it was.</source>
        <translation>Jeu parfait : la construction s&apos;est arrêtée ; elle reprendra là où elle en était.</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="80"/>
        <source>Perfect play: the build stopped before the end.</source>
        <translation>Jeu parfait : la construction s&apos;est arrêtée avant la fin.</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="84"/>
        <source>The table of perfect play for Pylos ({rules})</source>
        <translation>La table du jeu parfait au Pylos ({rules})</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="124"/>
        <source>Perfect play is not available here: why…</source>
        <translation>Le jeu parfait n&apos;est pas disponible ici : pourquoi…</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="128"/>
        <source>The table of perfect play for this game is being built: {percent}.</source>
        <translation>La table du jeu parfait pour cette partie est en construction : {percent}.</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="130"/>
        <source>Details…</source>
        <translation>Détails…</translation>
    </message>
    <message>
        <location filename="../solving/shown.py" line="134"/>
        <source>Perfect play needs the table of this game&apos;s rules: build it…</source>
        <translation>Le jeu parfait demande la table des règles de cette partie : la construire…</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="43"/>
        <source>{rules} rules, out of balls: {ending}</source>
        <translation>règles : {rules}, plus de billes : {ending}</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="56"/>
        <source>{base}×{base} base, {count} balls each</source>
        <translation>base {base}×{base}, {count} billes chacun</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="64"/>
        <source>Perfect play needs the solver&apos;s C kernel, which was not built: this computer had no C compiler when the program was installed. Everything else works without it.</source>
        <translation>Le jeu parfait demande le noyau C du solveur, qui n&apos;a pas été construit : cet ordinateur n&apos;avait pas de compilateur C quand le programme a été installé. Tout le reste marche sans lui.</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="85"/>
        <source>less than a minute</source>
        <translation>moins d&apos;une minute</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="87"/>
        <source>about {minutes} min</source>
        <translation>environ {minutes} min</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="88"/>
        <source>about {hours} h {minutes} min</source>
        <translation>environ {hours} h {minutes} min</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="92"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="100"/>
        <source>signal {number}</source>
        <translation>signal {number}</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="102"/>
        <source>exit status {number}</source>
        <translation>code de sortie {number}</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="105"/>
        <source>The build&apos;s process ended unexpectedly ({how}): it was killed (the system does so when memory runs out) or it crashed. Its progress up to its last save is kept: resume it.</source>
        <translation>Le processus de la construction s&apos;est terminé de façon inattendue ({how}) : il a été tué (le système le fait quand la mémoire manque) ou il a planté. Ce qui était fait jusqu&apos;à son dernier enregistrement est gardé : reprenez-la.</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="113"/>
        <source>The build ran out of memory. Close other programs and resume it: its progress is kept.</source>
        <translation>La construction a manqué de mémoire. Fermez d&apos;autres programmes et reprenez-la : ce qui est fait est gardé.</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="117"/>
        <source>The build could not write to the data folder ({reason}). Its progress is kept.</source>
        <translation>La construction n&apos;a pas pu écrire dans le dossier des données ({reason}). Ce qui est fait est gardé.</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="122"/>
        <source>Another process is building this table already (perhaps one still saving its progress): try again in a moment.</source>
        <translation>Un autre processus construit déjà cette table (peut-être un qui enregistre encore où il en est) : réessayez dans un moment.</translation>
    </message>
    <message>
        <location filename="../solving/words.py" line="126"/>
        <source>The build failed: {reason}</source>
        <translation>La construction a échoué : {reason}</translation>
    </message>
    <message>
        <location filename="../online/events.py" line="45"/>
        <source>{player} asked to take back the last move</source>
        <translation>{player} a demandé à reprendre le dernier coup</translation>
    </message>
    <message>
        <location filename="../online/events.py" line="46"/>
        <source>{player} proposed to end the game now, the scores on the board standing</source>
        <translation>{player} a proposé de finir la partie maintenant, sur les scores du plateau</translation>
    </message>
    <message>
        <location filename="../online/events.py" line="47"/>
        <source>{player} offered a rematch, the colours swapped</source>
        <translation>{player} a proposé une revanche, les couleurs échangées</translation>
    </message>
    <message>
        <location filename="../online/events.py" line="50"/>
        <source>the take-back</source>
        <translation>la reprise</translation>
    </message>
    <message>
        <location filename="../online/events.py" line="51"/>
        <source>the proposal</source>
        <translation>la proposition</translation>
    </message>
    <message>
        <location filename="../online/events.py" line="52"/>
        <source>the rematch</source>
        <translation>la revanche</translation>
    </message>
    <message>
        <location filename="../online/headless.py" line="152"/>
        <source>Your friend has not come in {seconds} s: they may have closed their invitation, ask them for a new code</source>
        <translation>Votre ami n&apos;est pas venu en {seconds} s : il a peut-être fermé son invitation, demandez-lui un nouveau code</translation>
    </message>
    <message>
        <location filename="../online/headless.py" line="161"/>
        <location filename="../online/meeting.py" line="175"/>
        <location filename="../online/table.py" line="98"/>
        <source>your friend</source>
        <translation>votre ami</translation>
    </message>
    <message>
        <location filename="../online/link.py" line="78"/>
        <source>{code} is not an invite code: it looks like 7-crossover-clockwork</source>
        <translation>{code} n&apos;est pas un code d&apos;invitation : il ressemble à 7-crossover-clockwork</translation>
    </message>
    <message>
        <location filename="../online/link.py" line="113"/>
        <source>The mailbox server {relay} cannot be reached ({reason})</source>
        <translation>Le serveur de boîtes aux lettres {relay} est injoignable ({reason})</translation>
    </message>
    <message>
        <location filename="../online/link.py" line="119"/>
        <source>The code is wrong, or someone else used it: ask for a new one</source>
        <translation>Le code est faux, ou quelqu&apos;un d&apos;autre l&apos;a utilisé : demandez-en un nouveau</translation>
    </message>
    <message>
        <location filename="../online/link.py" line="122"/>
        <source>The link to the friend is closed</source>
        <translation>La liaison avec votre ami est fermée</translation>
    </message>
    <message>
        <location filename="../model/describe.py" line="184"/>
        <location filename="../online/link.py" line="138"/>
        <location filename="../window/online_box.py" line="199"/>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message>
        <location filename="../online/link.py" line="139"/>
        <source>Connected again.</source>
        <translation>De nouveau connecté.</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="140"/>
        <location filename="../online/match.py" line="186"/>
        <location filename="../online/match.py" line="306"/>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="142"/>
        <source>It is the turn of {friend}</source>
        <translation>C&apos;est au tour de {friend}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="144"/>
        <location filename="../online/match.py" line="164"/>
        <source>Wait for the answer of {friend} to your offer</source>
        <translation>Attendez la réponse de {friend} à votre offre</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="150"/>
        <source>{move} is not allowed: {reason}</source>
        <translation>{move} n&apos;est pas permis : {reason}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="155"/>
        <source>{move} cannot be read: {reason}</source>
        <translation>{move} ne peut pas être lu : {reason}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="166"/>
        <source>Answer the offer of {friend} first</source>
        <translation>Répondez d&apos;abord à l&apos;offre de {friend}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="178"/>
        <source>There is no offer to answer</source>
        <translation>Il n&apos;y a pas d&apos;offre à laquelle répondre</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="195"/>
        <location filename="../online/match.py" line="296"/>
        <source>{player}: {text}</source>
        <translation>{player} : {text}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="203"/>
        <source>{friend} left the game</source>
        <translation>{friend} a quitté la partie</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="220"/>
        <source>{friend} said hello again in the middle of the game</source>
        <translation>{friend} a redit bonjour au milieu de la partie</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="227"/>
        <source>The move {move} of {friend} came after the end of the game</source>
        <translation>Le coup {move} de {friend} est arrivé après la fin de la partie</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="230"/>
        <source>The move {move} of {friend} came out of turn</source>
        <translation>Le coup {move} de {friend} est arrivé hors de son tour</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="233"/>
        <source>The move {move} of {friend} is numbered {ply}, and the next is {next}</source>
        <translation>Le coup {move} de {friend} porte le numéro {ply}, et le suivant est le {next}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="241"/>
        <source>The move {move} of {friend} is not allowed: {reason}</source>
        <translation>Le coup {move} de {friend} n&apos;est pas permis : {reason}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="246"/>
        <source>The move {move} of {friend} cannot be read: {reason}</source>
        <translation>Le coup {move} de {friend} ne peut pas être lu : {reason}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="259"/>
        <source>{friend} made a second offer before the first was answered</source>
        <translation>{friend} a fait une seconde offre avant la réponse à la première</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="266"/>
        <source>The two offers crossed: both are withdrawn</source>
        <translation>Les deux offres se sont croisées : toutes deux sont retirées</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="275"/>
        <source>{friend} answered an offer that was not made</source>
        <translation>{friend} a répondu à une offre qui n&apos;a pas été faite</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="282"/>
        <source>{friend} resigned after move {ply}, which has not arrived</source>
        <translation>{friend} a abandonné après le coup {ply}, qui n&apos;est pas arrivé</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="293"/>
        <location filename="../online/table.py" line="258"/>
        <location filename="../window/online_box.py" line="195"/>
        <source>{player} left the game</source>
        <translation>{player} a quitté la partie</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="303"/>
        <source>A rematch is offered once the game is over</source>
        <translation>Une revanche se propose une fois la partie finie</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="308"/>
        <source>There is no move to take back yet</source>
        <translation>Il n&apos;y a pas encore de coup à reprendre</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="311"/>
        <source>Only the player to move may propose to end the game</source>
        <translation>Seul le joueur au trait peut proposer de finir la partie</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="315"/>
        <source>That cannot be proposed: {reason}</source>
        <translation>Cela ne peut pas être proposé : {reason}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="328"/>
        <source>{player} played {shown}</source>
        <translation>{player} a joué {shown}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="332"/>
        <source>{mover} moved, which withdrew the offer of {player}</source>
        <translation>{mover} a joué, ce qui retire l&apos;offre de {player}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="342"/>
        <source>{player} asked to take back the last {plies} moves</source>
        <translation>{player} a demandé à reprendre les {plies} derniers coups</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="348"/>
        <source>{player} accepted {offer}</source>
        <translation>{player} a accepté {offer}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="350"/>
        <source>{player} declined {offer}</source>
        <translation>{player} a refusé {offer}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="360"/>
        <source>{plies} moves taken back</source>
        <translation>{plies} coups repris</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="362"/>
        <source>A move taken back</source>
        <translation>Un coup repris</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="388"/>
        <source>A rematch begins: {first} to play first</source>
        <translation>Une revanche commence : {first} joue en premier</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="395"/>
        <location filename="../online/table.py" line="255"/>
        <source>{player} resigned: a win for {winner}</source>
        <translation>{player} a abandonné : victoire de {winner}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="403"/>
        <source>The game is drawn: {reason}</source>
        <translation>La partie est nulle : {reason}</translation>
    </message>
    <message>
        <location filename="../online/match.py" line="409"/>
        <source>A win for {winner}: {reason}</source>
        <translation>Victoire de {winner} : {reason}</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="41"/>
        <source>{friend} made an invitation too: one of you invites, the other joins</source>
        <translation>{friend} a invité aussi : l&apos;un de vous invite, l&apos;autre rejoint</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="44"/>
        <source>{friend} joined with a code too: one of you invites, the other joins</source>
        <translation>{friend} a rejoint avec un code aussi : l&apos;un de vous invite, l&apos;autre rejoint</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="49"/>
        <source>{friend} invited you without a game</source>
        <translation>{friend} vous a invité sans partie</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="57"/>
        <source>The game of {friend} cannot be played here: {reason}</source>
        <translation>La partie de {friend} ne peut pas être jouée ici : {reason}</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="75"/>
        <source>The game&apos;s record cannot be played on: {reason}</source>
        <translation>La partie enregistrée ne peut pas être poursuivie : {reason}</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="87"/>
        <source>The game of {friend} is not the one kept here: nothing was merged</source>
        <translation>La partie de {friend} n&apos;est pas celle gardée ici : rien n&apos;a été fusionné</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="90"/>
        <source>{friend} and you kept the same seat: nothing was merged</source>
        <translation>{friend} et vous avez gardé la même place : rien n&apos;a été fusionné</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="96"/>
        <source>The two records part ways at move {ply} ({here} here, {there} in the record of {friend}): nothing was merged</source>
        <translation>Les deux parties divergent au coup {ply} ({here} ici, {there} chez {friend}) : rien n&apos;a été fusionné</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="132"/>
        <source>{first} to play first, {second} second</source>
        <translation>{first} joue en premier, {second} en second</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="134"/>
        <source>The game resumes after move {ply}</source>
        <translation>La partie reprend après le coup {ply}</translation>
    </message>
    <message>
        <location filename="../online/meeting.py" line="171"/>
        <source>{friend} sent a {kind} message before saying hello</source>
        <translation>{friend} a envoyé un message {kind} avant de dire bonjour</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="65"/>
        <source>a short text</source>
        <translation>un texte court</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="66"/>
        <source>one line of at most 500 characters</source>
        <translation>une ligne de 500 caractères au plus</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="67"/>
        <source>a name of at most 40 characters</source>
        <translation>un nom de 40 caractères au plus</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="68"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="69"/>
        <source>true or false</source>
        <translation>vrai ou faux</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="70"/>
        <source>takeback, proposal or rematch</source>
        <translation>takeback, proposal ou rematch</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="71"/>
        <source>host or guest</source>
        <translation>host ou guest</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="72"/>
        <source>a game record or null</source>
        <translation>une partie enregistrée ou null</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="73"/>
        <source>first or second</source>
        <translation>first ou second</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="74"/>
        <source>an object of texts</source>
        <translation>un objet de textes</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="75"/>
        <source>a list of moves</source>
        <translation>une liste de coups</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="76"/>
        <source>an agreement&apos;s name or null</source>
        <translation>le nom d&apos;un accord ou null</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="77"/>
        <source>first, second or null</source>
        <translation>first, second ou null</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="179"/>
        <source>{friend} sent a message of {size} KB, over the limit of 64 KB</source>
        <translation>{friend} a envoyé un message de {size} Ko, au-delà de la limite de 64 Ko</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="186"/>
        <source>{friend} sent something that is not a message (not JSON)</source>
        <translation>{friend} a envoyé quelque chose qui n&apos;est pas un message (pas du JSON)</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="189"/>
        <source>{friend} sent something that is not a message of this game</source>
        <translation>{friend} a envoyé quelque chose qui n&apos;est pas un message de ce jeu</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="194"/>
        <source>The program of {friend} speaks version {version} of the protocol, and this one version {ours}: both should run the same version of Pyramid Duels</source>
        <translation>Le programme de {friend} parle la version {version} du protocole, et celui-ci la version {ours} : il faut la même version de Pyramid Duels des deux côtés</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="203"/>
        <source>{friend} sent a message of an unknown kind ({kind})</source>
        <translation>{friend} a envoyé un message d&apos;un type inconnu ({kind})</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="219"/>
        <source>{friend} sent a {kind} message with a field it should not have: {key}</source>
        <translation>{friend} a envoyé un message {kind} avec un champ qu&apos;il ne doit pas avoir : {key}</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="226"/>
        <source>{friend} sent a {kind} message without its {key}</source>
        <translation>{friend} a envoyé un message {kind} sans son champ {key}</translation>
    </message>
    <message>
        <location filename="../online/protocol.py" line="230"/>
        <location filename="../online/protocol.py" line="240"/>
        <source>{friend} sent a {kind} message whose {key} is not {what}</source>
        <translation>{friend} a envoyé un message {kind} dont le champ {key} n&apos;est pas {what}</translation>
    </message>
    <message>
        <location filename="../online/table.py" line="252"/>
        <source>Waiting for the answer of {friend}</source>
        <translation>En attente de la réponse de {friend}</translation>
    </message>
    <message>
        <location filename="../online/table.py" line="285"/>
        <source>{offer} Accept or decline it in the Online box</source>
        <translation>{offer} Acceptez ou refusez dans l&apos;encadré En ligne</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="128"/>
        <source>Online</source>
        <translation>En ligne</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="129"/>
        <source>Say something to your friend (Enter sends it)</source>
        <translation>Dites quelque chose à votre ami (Entrée l&apos;envoie)</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="130"/>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="131"/>
        <source>&amp;Accept</source>
        <translation>&amp;Accepter</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="132"/>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="133"/>
        <source>&amp;Take back</source>
        <translation>Re&amp;prise</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="135"/>
        <source>Ask your friend to take back your last move (on your turn, theirs too)</source>
        <translation>Demander à votre ami de reprendre votre dernier coup (à votre tour, le sien aussi)</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="137"/>
        <source>Propose the &amp;end</source>
        <translation>Proposer la &amp;fin</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="139"/>
        <source>Propose to end the game now, as the rules allow: your friend accepts or declines</source>
        <translation>Proposer de finir la partie maintenant, comme les règles le permettent : votre ami accepte ou refuse</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="141"/>
        <source>Re&amp;sign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="142"/>
        <source>Give up this game: your friend wins it (asked first)</source>
        <translation>Abandonner cette partie : votre ami la gagne (avec confirmation)</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="143"/>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="144"/>
        <source>A new game, the colours swapped</source>
        <translation>Une nouvelle partie, les couleurs échangées</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="145"/>
        <source>&amp;Invite again…</source>
        <translation>&amp;Inviter à nouveau…</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="147"/>
        <source>A new code carries this game to your friend, to go on where it stopped</source>
        <translation>Un nouveau code porte cette partie à votre ami, pour la continuer là où elle s&apos;est arrêtée</translation>
    </message>
    <message>
        <location filename="../window/online_box.py" line="201"/>
        <source>Playing {friend}, online</source>
        <translation>Partie contre {friend}, en ligne</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="74"/>
        <location filename="../window/online_dialog.py" line="75"/>
        <source>Play a friend online</source>
        <translation>Jouer contre un ami en ligne</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="81"/>
        <source>&amp;Invite</source>
        <translation>&amp;Inviter</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="82"/>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="84"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="107"/>
        <source>first</source>
        <translation>en premier</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="108"/>
        <source>second</source>
        <translation>en second</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="110"/>
        <source>Make an &amp;invite code</source>
        <translation>Créer un code d&apos;&amp;invitation</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="112"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="113"/>
        <source>Its options are those last chosen in New Game.</source>
        <translation>Ses options sont les dernières choisies dans Nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="114"/>
        <source>You play &amp;first or second:</source>
        <translation>Vous jouez en &amp;premier ou en second :</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="115"/>
        <location filename="../window/online_dialog.py" line="130"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="124"/>
        <source>The friend&apos;s code</source>
        <translation>Le code de votre ami</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="126"/>
        <source>&amp;Join the game</source>
        <translation>&amp;Rejoindre la partie</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="129"/>
        <source>The friend&apos;s &amp;code:</source>
        <translation>Le &amp;code de votre ami :</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="140"/>
        <source>Make a new &amp;code</source>
        <translation>Créer un nouveau &amp;code</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="143"/>
        <source>A new code carries this game to your friend.</source>
        <translation>Un nouveau code emporte cette partie jusqu&apos;à votre ami.</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="167"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="200"/>
        <source>Asking the mailbox server for a code…</source>
        <translation>Demande d&apos;un code au serveur de boîte aux lettres…</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="206"/>
        <source>Type the code your friend gave you.</source>
        <translation>Tapez le code que votre ami vous a donné.</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="209"/>
        <source>Joining your friend…</source>
        <translation>Connexion à votre ami…</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="227"/>
        <source>Your friend has not come yet and may have closed their invitation: ask them for a new code (still waiting).</source>
        <translation>Votre ami n&apos;est pas encore venu et a peut-être fermé son invitation : demandez-lui un nouveau code (l&apos;attente continue).</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="244"/>
        <source>Give {friend} this code: your {game} game goes on when they join.</source>
        <translation>Donnez ce code à {friend} : votre partie de {game} reprend quand il vous rejoint.</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="249"/>
        <source>Give your friend this code; the game begins when they join.</source>
        <translation>Donnez ce code à votre ami ; la partie commence quand il vous rejoint.</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="277"/>
        <source>This program keeps no copy of the game: it goes on from your friend&apos;s record.</source>
        <translation>Ce programme ne garde aucune copie de la partie : elle reprend depuis celle de votre ami.</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="340"/>
        <source>Resign this game? {friend} wins it, and it cannot be taken back.</source>
        <translation>Abandonner cette partie ? {friend} la gagne, et ce ne peut pas être annulé.</translation>
    </message>
    <message>
        <location filename="../window/online_dialog.py" line="343"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
</context>
</TS>
