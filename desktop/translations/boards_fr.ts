<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../boards/follow.py" line="26"/>
        <source>{game} board, 3D</source>
        <translation>{game} : plateau 3D</translation>
    </message>
    <message>
        <location filename="../boards/follow.py" line="27"/>
        <source>{game} board, 2D</source>
        <translation>{game} : plateau 2D</translation>
    </message>
    <message>
        <location filename="../boards/follow.py" line="35"/>
        <source>No move played yet.</source>
        <translation>Aucun coup joué pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../boards/follow.py" line="42"/>
        <source>Last: {words}.</source>
        <translation>Dernier coup : {words}.</translation>
    </message>
    <message>
        <location filename="../boards/follow.py" line="43"/>
        <source>Last move: {player} played {move}.</source>
        <translation>Dernier coup : {player} a joué {move}.</translation>
    </message>
    <message>
        <location filename="../boards/follow.py" line="57"/>
        <source>Looking at move {number} of {total}.</source>
        <translation>Vous regardez le coup {number} sur {total}.</translation>
    </message>
    <message>
        <location filename="../boards/follow.py" line="65"/>
        <source>{player} to move.</source>
        <translation>Au tour de {player}.</translation>
    </message>
    <message>
        <location filename="../boards/follow.py" line="69"/>
        <source>{player}: {figures}</source>
        <translation>{player} : {figures}</translation>
    </message>
    <message>
        <location filename="../boards/follow.py" line="75"/>
        <source>{first}; {second}</source>
        <translation>{first} ; {second}</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="42"/>
        <source>3D camera</source>
        <translation>Caméra 3D</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="44"/>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="44"/>
        <source>View the board from the seat of the player to move</source>
        <translation>Voir le plateau depuis la place du joueur dont c&apos;est le tour</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="45"/>
        <source>Above</source>
        <translation>Dessus</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="45"/>
        <source>View the board from above</source>
        <translation>Voir le plateau d&apos;en haut</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="46"/>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="46"/>
        <source>View the board from the side</source>
        <translation>Voir le plateau de côté</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="47"/>
        <source>Reset</source>
        <translation>Recentrer</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="47"/>
        <source>View the whole table again, as at the start</source>
        <translation>Revoir toute la table, comme au début</translation>
    </message>
    <message>
        <location filename="../board3d/overlays.py" line="52"/>
        <source>3D camera: {view}</source>
        <translation>Caméra 3D : {view}</translation>
    </message>
    <message>
        <location filename="../games/ambush/scene.py" line="246"/>
        <source>stack height</source>
        <translation>hauteur de pile</translation>
    </message>
    <message>
        <location filename="../games/ambush/scene.py" line="247"/>
        <source>visible pips</source>
        <translation>points visibles</translation>
    </message>
    <message>
        <location filename="../games/ambush/scene.py" line="268"/>
        <source>{coaster} was turned on the previous turn: it cannot turn now</source>
        <translation>{coaster} a tourné au tour précédent : il ne peut pas tourner maintenant</translation>
    </message>
    <message>
        <location filename="../games/ambush/scene.py" line="270"/>
        <source>Turn the {coaster} coaster</source>
        <translation>Tourner le sous-verre {coaster}</translation>
    </message>
    <message numerus="yes">
        <location filename="../games/ambush/scene.py" line="307"/>
        <source>captured %n pips</source>
        <translation>
            <numerusform>%n point capturé</numerusform>
            <numerusform>%n points capturés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../games/ambush/scene.py" line="309"/>
        <location filename="../games/ambush/table3d.py" line="129"/>
        <source>set aside</source>
        <translation>mis de côté</translation>
    </message>
    <message>
        <location filename="../games/pylon/scene.py" line="122"/>
        <source>score {score}</source>
        <translation>score {score}</translation>
    </message>
    <message>
        <location filename="../games/pylon/scene.py" line="139"/>
        <location filename="../games/pylon/table3d.py" line="72"/>
        <source>S × {count}</source>
        <translation>P × {count}</translation>
    </message>
    <message>
        <location filename="../games/pylon/scene.py" line="139"/>
        <location filename="../games/pylon/table3d.py" line="72"/>
        <source>M × {count}</source>
        <translation>M × {count}</translation>
    </message>
    <message>
        <location filename="../games/pylon/scene.py" line="139"/>
        <location filename="../games/pylon/table3d.py" line="72"/>
        <source>L × {count}</source>
        <translation>G × {count}</translation>
    </message>
    <message>
        <location filename="../games/pylos/scene.py" line="259"/>
        <source>levels</source>
        <translation>niveaux</translation>
    </message>
    <message>
        <location filename="../games/pylos/scene.py" line="301"/>
        <source>{count} in reserve</source>
        <translation>{count} en réserve</translation>
    </message>
    <message>
        <location filename="../games/pylos/scene.py" line="304"/>
        <location filename="../games/pylos/table3d.py" line="101"/>
        <source>{player}: {count} in reserve</source>
        <translation>{player} : {count} en réserve</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="39"/>
        <source>{player} won</source>
        <translation>{player} a gagné</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="41"/>
        <source>a win for {player} in {plies} (proven)</source>
        <translation>victoire de {player} en {plies} (prouvé)</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="44"/>
        <source>a draw (proven)</source>
        <translation>partie nulle (prouvé)</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="47"/>
        <source>about even</source>
        <translation>à peu près égal</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="50"/>
        <source>{player} slightly ahead</source>
        <translation>{player} légèrement devant</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="51"/>
        <source>{player} ahead by about {amount}</source>
        <translation>{player} mène d&apos;environ {amount}</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="59"/>
        <location filename="../panels/mistakes.py" line="62"/>
        <source>a mistake</source>
        <translation>une erreur</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="59"/>
        <location filename="../panels/mistakes.py" line="62"/>
        <source>a blunder</source>
        <translation>une gaffe</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="60"/>
        <source>{judgement}: {change}</source>
        <translation>{judgement} : {change}</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="65"/>
        <source>a mistake (cost: about {amount})</source>
        <translation>une erreur (coût : environ {amount})</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="66"/>
        <source>a blunder (cost: about {amount})</source>
        <translation>une gaffe (coût : environ {amount})</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="81"/>
        <source>{judgement}; after it: {verdict}.</source>
        <translation>{judgement} ; après lui : {verdict}.</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="94"/>
        <source>Move {number}: {player} played {move}, {judgement}.</source>
        <translation>Coup {number} : {player} a joué {move}, {judgement}.</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="104"/>
        <source>It allowed {move}, the answer of {player}</source>
        <translation>Il a permis {move}, la réponse de {player}</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="110"/>
        <source>{said}: {reason}</source>
        <translation>{said} : {reason}</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="123"/>
        <source>Better was {move}: {reason} — {verdict} instead of {other}.</source>
        <translation>Mieux valait {move} : {reason} — {verdict} au lieu de {other}.</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="65"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="102"/>
        <location filename="../panels/analysis.py" line="109"/>
        <location filename="../panels/summary.py" line="97"/>
        <source>Analyse the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="105"/>
        <source>The computer looks at every move: a graph of who stands better, and the moves that lost the most marked (Ctrl+Shift+A)</source>
        <translation>L&apos;ordinateur examine chaque coup : un graphique de qui est le mieux placé, et les coups qui ont le plus coûté sont marqués (Ctrl+Maj+A)</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="110"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="111"/>
        <source>Stop the analysis (what is done stays)</source>
        <translation>Arrêter l&apos;analyse (ce qui est fait reste)</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="112"/>
        <source>Stop the analysis</source>
        <translation>Arrêter l&apos;analyse</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="95"/>
        <source>you stopped it</source>
        <translation>vous l&apos;avez arrêtée</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="152"/>
        <source>Go back to the game to analyse it.</source>
        <translation>Revenez à la partie pour l&apos;analyser.</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="164"/>
        <source>Nothing to analyse: {reason}.</source>
        <translation>Rien à analyser : {reason}.</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="253"/>
        <source>Analysing… move {number} of {total}</source>
        <translation>Analyse en cours… coup {number} sur {total}</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="259"/>
        <source>The analysis stopped: {why}.</source>
        <translation>L&apos;analyse s&apos;est arrêtée : {why}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/analysis.py" line="292"/>
        <source>%n moves analysed</source>
        <translation>
            <numerusform>%n coup analysé</numerusform>
            <numerusform>%n coups analysés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="293"/>
        <source>blunders: {blunders} · mistakes: {mistakes}.</source>
        <translation>gaffes : {blunders} · erreurs : {mistakes}.</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="298"/>
        <source>At the end: {verdict}.</source>
        <translation>À la fin : {verdict}.</translation>
    </message>
    <message>
        <location filename="../panels/analysis.py" line="353"/>
        <source>Best play instead of move {number}</source>
        <translation>Meilleur jeu au lieu du coup {number}</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="73"/>
        <source>{move} was better ({verdict})</source>
        <translation>{move} était meilleur ({verdict})</translation>
    </message>
    <message>
        <location filename="../panels/mistakes.py" line="79"/>
        <source>{better}: {reason}</source>
        <translation>{better} : {reason}</translation>
    </message>
    <message>
        <location filename="../panels/analysis_graph.py" line="63"/>
        <source>Who stands better after each move, in {unit} (up: {player} ahead); click a move to look at the position after it</source>
        <translation>Qui est mieux après chaque coup, en {unit} (en haut : {player} devant) ; cliquez sur un coup pour voir la position après lui</translation>
    </message>
    <message>
        <location filename="../panels/analysis_graph.py" line="70"/>
        <source>Analysis graph</source>
        <translation>Graphique de l&apos;analyse</translation>
    </message>
    <message>
        <location filename="../panels/analysis_graph.py" line="73"/>
        <source>{player} ahead, {unit}</source>
        <translation>{player} devant, {unit}</translation>
    </message>
    <message>
        <location filename="../panels/analysis_graph.py" line="74"/>
        <source>move</source>
        <translation>coup</translation>
    </message>
    <message>
        <location filename="../panels/choices.py" line="35"/>
        <source>{title}: {detail}</source>
        <translation>{title} : {detail}</translation>
    </message>
    <message>
        <location filename="../panels/message_bar.py" line="81"/>
        <source>How much of its thinking time the computer has used</source>
        <translation>La part de son temps de réflexion que l&apos;ordinateur a utilisée</translation>
    </message>
    <message>
        <location filename="../panels/message_bar.py" line="82"/>
        <source>Computer&apos;s thinking time</source>
        <translation>Temps de réflexion de l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../panels/message_bar.py" line="83"/>
        <location filename="../panels/message_bar.py" line="85"/>
        <location filename="../panels/summary.py" line="92"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location filename="../panels/message_bar.py" line="84"/>
        <source>Play again: same game, same players, colours swapped</source>
        <translation>Rejouer : même jeu, mêmes joueurs, couleurs échangées</translation>
    </message>
    <message>
        <location filename="../panels/message_bar.py" line="87"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../panels/message_bar.py" line="88"/>
        <source>Choose a game, its options and the players</source>
        <translation>Choisir un jeu, ses options et les joueurs</translation>
    </message>
    <message>
        <location filename="../panels/message_bar.py" line="89"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="162"/>
        <source>Click a move, or use the arrow keys, to look at that position</source>
        <translation>Cliquez sur un coup, ou utilisez les flèches, pour voir cette position</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="163"/>
        <source>Moves played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="168"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="174"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="170"/>
        <source>Take back the last move (against the computer, back to your last move) — Ctrl+Z</source>
        <translation>Reprendre le dernier coup (contre l&apos;ordinateur, jusqu&apos;à votre dernier coup) — Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="81"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="174"/>
        <source>Play again the move taken back — Ctrl+Shift+Z</source>
        <translation>Rejouer le coup repris — Ctrl+Maj+Z</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="177"/>
        <source>Resume from here</source>
        <translation>Reprendre d&apos;ici</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="178"/>
        <source>Play on from this position; the later moves come back with Redo.</source>
        <translation>Continuer la partie depuis cette position ; les coups suivants reviennent avec Rétablir.</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="182"/>
        <source>Back to the last move</source>
        <translation>Retour au dernier coup</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="183"/>
        <source>Look at the game as it is now (End)</source>
        <translation>Voir la partie telle qu&apos;elle est maintenant (Fin)</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="272"/>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <location filename="../panels/players.py" line="106"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../panels/players.py" line="125"/>
        <source>{name} · {colour}</source>
        <translation>{name} · {colour}</translation>
    </message>
    <message>
        <location filename="../panels/players.py" line="132"/>
        <source>{player}: played by the computer</source>
        <translation>{player} : joué par l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../panels/players.py" line="134"/>
        <source>{player}: played by a person</source>
        <translation>{player} : joué par une personne</translation>
    </message>
    <message>
        <location filename="../panels/players.py" line="138"/>
        <source>to move</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="17"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="18"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="19"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="20"/>
        <source>Fastest</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="77"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="53"/>
        <source>Stop the computer&apos;s moves for now (Resume lets it go on)</source>
        <translation>Suspendre les coups de l&apos;ordinateur pour l&apos;instant (Reprendre le laisse continuer)</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="79"/>
        <source>Pause the computer</source>
        <translation>Mettre l&apos;ordinateur en pause</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="55"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="58"/>
        <source>How long each computer move stays before the next one</source>
        <translation>Combien de temps chaque coup de l&apos;ordinateur reste affiché avant le suivant</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="59"/>
        <source>Speed of the computers&apos; game</source>
        <translation>Vitesse de la partie entre ordinateurs</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="77"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../panels/watch_bar.py" line="79"/>
        <source>Resume the computer</source>
        <translation>Laisser l&apos;ordinateur reprendre</translation>
    </message>
    <message>
        <location filename="../panels/summary.py" line="90"/>
        <location filename="../panels/summary.py" line="91"/>
        <source>Put the summary away</source>
        <translation>Ranger le résumé</translation>
    </message>
    <message>
        <location filename="../panels/summary.py" line="93"/>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <location filename="../panels/summary.py" line="95"/>
        <source>The computer goes through the game and marks each side&apos;s mistakes</source>
        <translation>L&apos;ordinateur parcourt la partie et marque les erreurs de chaque camp</translation>
    </message>
    <message>
        <location filename="../panels/summary.py" line="98"/>
        <source>Summary of the game</source>
        <translation>Résumé de la partie</translation>
    </message>
    <message>
        <location filename="../panels/summary.py" line="145"/>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <location filename="../panels/summary.py" line="148"/>
        <source>a win for {winner}</source>
        <translation>victoire de {winner}</translation>
    </message>
    <message>
        <location filename="../panels/summary.py" line="162"/>
        <source>Play again with the sides swapped: {player} to start</source>
        <translation>Rejouer en échangeant les camps : {player} commence</translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/summary.py" line="151"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../boards/keyboard.py" line="131"/>
        <source>There is nothing for the cursor to go to.</source>
        <translation>Le curseur n&apos;a nulle part où aller.</translation>
    </message>
    <message>
        <location filename="../boards/keyboard.py" line="139"/>
        <source>There is no move to let go of.</source>
        <translation>Il n&apos;y a aucun coup à abandonner.</translation>
    </message>
    <message>
        <location filename="../boards/keyboard.py" line="143"/>
        <source>There is no click to take back: no move is begun.</source>
        <translation>Il n&apos;y a aucun clic à annuler : aucun coup n&apos;est commencé.</translation>
    </message>
    <message>
        <location filename="../boards/keyboard.py" line="148"/>
        <source>Move the cursor with the arrow keys first.</source>
        <translation>Déplacez d&apos;abord le curseur avec les flèches.</translation>
    </message>
    <message>
        <location filename="../boards/keyboard.py" line="165"/>
        <source>This is the line&apos;s start: Right goes forward.</source>
        <translation>C&apos;est le début de la variante : la flèche droite avance.</translation>
    </message>
    <message>
        <location filename="../boards/keyboard.py" line="167"/>
        <source>This is the line&apos;s end: Left goes back.</source>
        <translation>C&apos;est la fin de la variante : la flèche gauche recule.</translation>
    </message>
    <message>
        <location filename="../games/pylon/table3d.py" line="55"/>
        <source>{player}: stash</source>
        <translation>{player} : réserve</translation>
    </message>
    <message>
        <location filename="../games/pylon/table3d.py" line="57"/>
        <source>{player}: score {score}</source>
        <translation>{player} : {score} points</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="87"/>
        <source>Retry from here</source>
        <translation>Rejouer d&apos;ici</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="88"/>
        <source>The position before this move again: find a better one (the game is kept)</source>
        <translation>La position avant ce coup, à nouveau : trouvez-en un meilleur (la partie est gardée)</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="90"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="90"/>
        <source>Take back the move tried, and try another</source>
        <translation>Reprendre le coup essayé, et en essayer un autre</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="93"/>
        <source>Show the better move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="94"/>
        <source>The computer&apos;s better move, on both boards</source>
        <translation>Le meilleur coup de l&apos;ordinateur, sur les deux plateaux</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="96"/>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="96"/>
        <source>The game analysed, as it was left</source>
        <translation>La partie analysée, telle que vous l&apos;avez laissée</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="166"/>
        <source>Try again, show the better move, or go back to the game.</source>
        <translation>Réessayez, montrez le meilleur coup, ou revenez à la partie.</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="223"/>
        <source>Retrying move {number}: {player} played {move} here. Find a better move for {player} on the board.</source>
        <translation>Coup {number} à rejouer : {player} a joué {move} ici. Trouvez un meilleur coup pour {player} sur le plateau.</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="231"/>
        <source>{move}: the computer is looking at it…</source>
        <translation>{move} : l&apos;ordinateur l&apos;examine…</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="233"/>
        <source>{move} is the move played in the game. Try another one.</source>
        <translation>{move} est le coup joué dans la partie. Essayez-en un autre.</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="236"/>
        <source>Well found: {move} is the computer&apos;s best move: {reason}.</source>
        <translation>Bien trouvé : {move} est le meilleur coup de l&apos;ordinateur : {reason}.</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="244"/>
        <source>Well found: {move} is as good as the computer&apos;s best ({best}): {verdict}.</source>
        <translation>Bien trouvé : {move} vaut le meilleur coup de l&apos;ordinateur ({best}) : {verdict}.</translation>
    </message>
    <message>
        <location filename="../panels/retry.py" line="251"/>
        <source>{move} is not as good: {verdict} after it, {other} after the computer&apos;s {best}. Try again, or show the better move.</source>
        <translation>{move} n&apos;est pas aussi bon : {verdict} après lui, {other} après {best}, le coup de l&apos;ordinateur. Réessayez, ou montrez le meilleur coup.</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="56"/>
        <source>◂ Back</source>
        <translation>◂ Reculer</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="57"/>
        <source>The position before, in the line (Left arrow)</source>
        <translation>La position d&apos;avant, dans la variante (flèche gauche)</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="58"/>
        <source>Forward ▸</source>
        <translation>Avancer ▸</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="59"/>
        <source>The next move of the line, played (Right arrow)</source>
        <translation>Le coup suivant de la variante, joué (flèche droite)</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="60"/>
        <source>Step through it</source>
        <translation>La parcourir</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="61"/>
        <source>Show the line on the board, a move at a time</source>
        <translation>Montrer la variante sur le plateau, coup par coup</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="62"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="63"/>
        <source>Back to the game as you left it (Escape)</source>
        <translation>Retour à la partie telle que vous l&apos;avez laissée (Échap)</translation>
    </message>
    <message>
        <location filename="../panels/line_bar.py" line="64"/>
        <source>Line of play</source>
        <translation>Variante</translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/line_bar.py" line="86"/>
        <source>{title}: %n moves</source>
        <translation>
            <numerusform>{title} : %n coup</numerusform>
            <numerusform>{title} : %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../panels/perfect_marks.py" line="17"/>
        <source>W{plies}</source>
        <translation>G{plies}</translation>
    </message>
    <message>
        <location filename="../panels/perfect_marks.py" line="19"/>
        <source>L{plies}</source>
        <translation>P{plies}</translation>
    </message>
    <message>
        <location filename="../panels/perfect_marks.py" line="20"/>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../panels/perfect_marks.py" line="29"/>
        <source>it keeps {value}</source>
        <translation>il garde une {value}</translation>
    </message>
    <message>
        <location filename="../panels/perfect_marks.py" line="31"/>
        <source>it turns {before} into {after}</source>
        <translation>il fait d&apos;une {before} une {after}</translation>
    </message>
    <message>
        <location filename="../panels/perfect_marks.py" line="43"/>
        <source>With perfect play, for {player}: {change}.</source>
        <translation>En jeu parfait, pour {player} : {change}.</translation>
    </message>
    <message>
        <location filename="../panels/perfect_marks.py" line="51"/>
        <source>{move} was better: {value}.</source>
        <translation>{move} était meilleur : {value}.</translation>
    </message>
    <message>
        <location filename="../games/pylos/board_choice.py" line="31"/>
        <source>{base}×{base}, {balls} balls each (standard)</source>
        <translation>{base}×{base}, {balls} billes chacun (standard)</translation>
    </message>
    <message>
        <location filename="../games/pylos/board_choice.py" line="33"/>
        <source>{base}×{base}, {balls} balls each (small: solved in a moment)</source>
        <translation>{base}×{base}, {balls} billes chacun (petit : résolu en un instant)</translation>
    </message>
    <message>
        <location filename="../games/pylos/board_choice.py" line="35"/>
        <source>{base}×{base}, {balls} balls each</source>
        <translation>{base}×{base}, {balls} billes chacun</translation>
    </message>
    <message>
        <location filename="../games/pylos/board_choice.py" line="57"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../games/pylos/board_choice.py" line="58"/>
        <source>The board&apos;s size and each player&apos;s balls.</source>
        <translation>La taille du plateau et les billes de chaque joueur.</translation>
    </message>
</context>
</TS>
