<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the New game dialog (a noun; “…”: a dialog opens).</extracomment>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Choisir les joueurs et les règles, puis commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>new game</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the New game dialog (lower case).</extracomment>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): take back the last roll or box filled (a verb).</extracomment>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Reprendre le dernier lancer ou la dernière case remplie</translation>
    </message>
    <message>
        <source>undo</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: undo (a verb, lower case).</extracomment>
        <translation>annuler</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): stop the clock and hide the board (a verb). While paused it reads Resume.</extracomment>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Arrêter le chrono et masquer le plateau</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: pause the game, or go on (verbs, lower case).</extracomment>
        <translation>mettre en pause ou reprendre</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): start this game again with the same players and rules (a verb).</extracomment>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Recommencer cette partie avec les mêmes joueurs et les mêmes règles</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): show the best move now; the game then counts as assisted (a noun).</extracomment>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Afficher le meilleur coup, selon le jeu parfait (la partie est marquée comme assistée)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>conseil (la partie compte comme assistée)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <extracomment>[View menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): shows or hides the panel of every choice with its expected final score; a tick shows when it is on (a noun).</extracomment>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Afficher chaque choix avec son score final espéré (la partie est marquée comme assistée)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>panneau d&apos;analyse (la partie compte comme assistée)</translation>
    </message>
    <message>
        <source>&amp;Chances to win</source>
        <extracomment>[View menu] Menu item with a tick: each player&apos;s chance to win, in the status bar.</extracomment>
        <translation>&amp;Chances de victoire</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Les chances de victoire de chaque joueur, dans la barre d&apos;état (parties à deux joueurs ou plus)</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the best scores and statistics of the games played (a noun).</extracomment>
        <translation>&amp;Tableau des scores</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Meilleurs scores et statistiques de votre historique de parties</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the scoreboard (a noun, lower case).</extracomment>
        <translation>tableau des scores</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <extracomment>[Edit menu] Menu item with a tick (key M): the game&apos;s sounds on or off (a noun).</extracomment>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Jouer les sons des dés et des cases</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: switch the sounds on or off (lower case).</extracomment>
        <translation>activer ou couper le son</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <extracomment>[Game menu] Menu item: open a table that people at other computers on this network can join (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>&amp;Ouvrir une table…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Jouer avec des personnes sur d&apos;autres ordinateurs de ce réseau : ouvrez une table qu&apos;elles pourront rejoindre</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <extracomment>[Game menu] Menu item: sit at a table hosted on another computer of this network (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>Rejoindre &amp;une table…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Prendre place à une table ouverte sur un autre ordinateur de ce réseau</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the Settings dialog (a noun; on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Vitesse de l&apos;ordinateur, animation, son et couleurs</translation>
    </message>
    <message>
        <source>settings</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the settings (a noun, lower case).</extracomment>
        <translation>paramètres</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <extracomment>[Help menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the rules of the game (key F1).</extracomment>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Les règles de Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>comment jouer (cette page)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <extracomment>[Help menu] Menu item: opens How to play at its list of keys.</extracomment>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Toutes les touches du jeu, dans Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[Help menu] Menu item: opens the box with the game&apos;s version (on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;À propos de Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>La version de Five Dice et sa présentation</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): close the game; it is saved (a verb).</extracomment>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Fermer Five Dice (votre partie est sauvegardée)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>quitter (la partie est sauvegardée)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <extracomment>In How to play&apos;s list of keys, the keys that roll: translate “or”, and Space as the key is named on your keyboards; R stays R.</extracomment>
        <translation>Espace ou R</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: roll the dice (a verb, lower case).</extracomment>
        <translation>lancer</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <extracomment>In How to play&apos;s list of keys: the number keys 1, 2, 3, 4 and 5.</extracomment>
        <translation>1 à 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>garder ou relâcher un dé</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <extracomment>In How to play&apos;s list of keys: the arrow keys Up and Down, as your keyboards name them.</extracomment>
        <translation>Flèche haut ou bas</translation>
    </message>
    <message>
        <source>choose a box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: move the choice up or down the score card (lower case).</extracomment>
        <translation>choisir une case</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>In How to play&apos;s list of keys: the Enter key, as your keyboards name it.</extracomment>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: score the dice in the chosen box (lower case).</extracomment>
        <translation>remplir la case choisie</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>In How to play&apos;s list of keys: the Escape key, as your keyboards name it.</extracomment>
        <translation>Échap</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>passer à la fin du tour d&apos;un joueur ordinateur (les autres touches attendent pendant qu&apos;il joue)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <extracomment>In How to play&apos;s list of keys: the Tab key alone or with Shift, as your keyboards name them (as Qt writes Shift in your language).</extracomment>
        <translation>Tab ou Maj+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>passer d&apos;une commande à l&apos;autre ; Entrée ou Espace active celle qui a le focus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <extracomment>In How to play&apos;s list of keys, two keys of one command (“Ctrl+Z or U”); {key} and {other_key} are key names.</extracomment>
        <translation>{key} ou {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <extracomment>Tooltip of a menu item and toolbar button: {tip} says what it does, {shortcuts} its keys (“Ctrl+Z, U”).</extracomment>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <extracomment>[Game menu] The Pause menu item and toolbar button while the game is paused: start the clock again and show the board (a verb).</extracomment>
        <translation>R&amp;eprendre</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Relancer le chrono et afficher le plateau</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <extracomment>Read aloud by screen readers when a new game starts.</extracomment>
        <translation>Nouvelle partie.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <extracomment>Read aloud by screen readers after a roll: {dice} lists the faces (“3, 3, 5, 6, 1”).
----------
{player} is a player&apos;s name (a computer&apos;s with its level, &quot;Dex (Expert)&quot;); {dice} the five dice in tray order, &quot;3, 3, 5, 6, 6&quot;.</extracomment>
        <translation>{player} obtient {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget runs out: they drop out of the game.</extracomment>
        <translation>{name} n&apos;a plus de temps.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>Read aloud by screen readers after Undo took back a roll or a box.</extracomment>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Read aloud by screen readers when the game is paused: the clock stops, the board hides.</extracomment>
        <translation>En pause.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <extracomment>Read aloud by screen readers when the paused game goes on.</extracomment>
        <translation>Reprise.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <extracomment>{player} is a computer&apos;s name and level, &quot;Dex (Expert)&quot;; {held} the faces of the dice it kept, &quot;6 6&quot;; {dice} all five dice after the roll, in tray order, &quot;6, 2, 6, 4, 1&quot;.</extracomment>
        <translation>{player} garde {held} et relance : {dice}.</translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Plus de lancer : choisissez une case.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <extracomment>Read aloud by screen readers after a roll: the rolls left in this turn (1 or 2).</extracomment>
        <translation>
            <numerusform>%n lancer restant.</numerusform>
            <numerusform>%n lancers restants.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <extracomment>Read aloud by screen readers when a turn begins: {name} is the player&apos;s name.</extracomment>
        <translation>Au tour de {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>Read aloud by screen readers when the game ends.</extracomment>
        <translation>Partie terminée.</translation>
    </message>
    <message>
        <source>Game over: everyone ran out of time.</source>
        <translation>Partie terminée : tous les joueurs ont épuisé leur temps.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <extracomment>{name} is the player&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Partie terminée : {name} totalise %n point.</numerusform>
            <numerusform>Partie terminée : {name} totalise %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <extracomment>{names} are the names of the players who tied but the last (&quot;Ana, Ben&quot;), {last} the last one&apos;s name; %n the total each of them scored.</extracomment>
        <translation>
            <numerusform>Partie terminée : égalité entre {names} et {last}, %n point chacun.</numerusform>
            <numerusform>Partie terminée : égalité entre {names} et {last}, %n points chacun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <extracomment>{name} is the winner&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Partie terminée : {name} gagne avec %n point.</numerusform>
            <numerusform>Partie terminée : {name} gagne avec %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <extracomment>Read aloud by screen readers with hidden score sheets: a player filled a box, without saying which.</extracomment>
        <translation>{player} a rempli une case.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {upper_bonus} is 35.</extracomment>
        <translation>{player} marque {points} en {box}, avec un bonus Yam&apos;s de {bonus} points et le bonus du haut de {upper_bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{player} marque {points} en {box}, avec un bonus Yam&apos;s de {bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marque {points} en {box}, et obtient le bonus du haut de {upper_bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <extracomment>Read aloud by screen readers after a move: {player} is a name (with the level of a computer), {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} marque {points} en {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3; {upper_bonus} is 35 (× the card&apos;s multiplier).</extracomment>
        <translation>{player} marque {points} en {box} sur la grille {card}, avec un bonus Yam&apos;s de {bonus} points et le bonus du haut de {upper_bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3.</extracomment>
        <translation>{player} marque {points} en {box} sur la grille {card}, avec un bonus Yam&apos;s de {bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marque {points} en {box} sur la grille {card}, et obtient le bonus du haut de {upper_bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} marque {points} en {box} sur la grille {card}.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The game in progress was played at a network table. It goes on here, at this computer: the players who were elsewhere now play here.</source>
        <translation>La partie en cours se jouait à une table en réseau. Elle continue ici, sur cet ordinateur : les joueurs qui étaient ailleurs jouent désormais ici.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice est déjà ouvert avec le dossier {folder}. Il n&apos;a pas répondu quand on lui a demandé de passer au premier plan. Basculez dessus, ou fermez-le avant de relancer Five Dice.</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <extracomment>The game&apos;s name, as the title of the box that says why it could not start.</extracomment>
        <translation>Five Dice</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Ones</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 1 (a plural noun).</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>Twos</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 2 (a plural noun).</extracomment>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 3 (a plural noun).</extracomment>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 4 (a plural noun).</extracomment>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 5 (a plural noun).</extracomment>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 6 (a plural noun).</extracomment>
        <translation>Six</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three dice alike: scores the sum of all five dice.</extracomment>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four dice alike: scores the sum of all five dice.</extracomment>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Full House</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three of one face and two of another: 25 points.</extracomment>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four faces in a row (1-2-3-4, 2-3-4-5, 3-4-5-6): 30 points.</extracomment>
        <translation>Petite suite</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Five faces in a row: 40 points.</extracomment>
        <translation>Grande suite</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. All five dice alike: 50 points (the box other games call Yahtzee; this is its name).</extracomment>
        <translation>Yam&apos;s</translation>
    </message>
    <message>
        <source>Chance</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Any dice: scores the sum of all five (a noun).</extracomment>
        <translation>Chance</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>La somme des dés qui montrent un 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>La somme des dés qui montrent un 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>La somme des dés qui montrent un 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>La somme des dés qui montrent un 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>La somme des dés qui montrent un 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>La somme des dés qui montrent un 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>La somme des cinq dés si au moins trois montrent la même face.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>La somme des cinq dés si au moins quatre montrent la même face.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 pour trois dés d&apos;une même face et deux d&apos;une autre.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 pour quatre valeurs qui se suivent (1-2-3-4, 2-3-4-5 ou 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 pour cinq valeurs qui se suivent (1-2-3-4-5 ou 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 quand les cinq dés montrent la même face.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>La somme des cinq dés, sans condition.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Aucune partie terminée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Axis title of the scoreboard&apos;s charts (scores along the foot of the histogram, up the side of the trend chart) and the legend of the trend&apos;s line of scores (a noun).</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s histogram: how many games.</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s histogram of a player&apos;s scores.</extracomment>
        <translation>Scores</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <extracomment>Read aloud for a bar of the histogram: scores from {low} to {high}, in {games} games.</extracomment>
        <translation>{low}–{high} : {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Parties par tranche de score. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Parties, de la plus ancienne à la plus récente</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <extracomment>Title of the scoreboard&apos;s trend chart: a player&apos;s last %n games (30).</extracomment>
        <translation>
            <numerusform>La dernière partie</numerusform>
            <numerusform>Les %n dernières parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n partie récente, dernier score {score}, moyenne récente {average}</numerusform>
            <numerusform>%n parties récentes, dernier score {score}, moyenne récente {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <extracomment>Legend of the trend chart&apos;s second line: the average of the last five games. Short.</extracomment>
        <translation>Moyenne des 5 dernières</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Le jeu parfait est encore en cours de calcul ; redemandez un conseil dans un instant.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Le jeu parfait est encore en cours de calcul ; rouvrez le bilan dans un instant.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Score final espéré de chaque choix (jeu parfait)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Score final espéré de chaque choix (approximatif avec plusieurs grilles et le Triple)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Lancez les dés pour commencer votre tour.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Lancez les dés pour commencer votre tour — approximatif.</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}).</source>
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Meilleur choix : remplir {box} (score final espéré {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Meilleur choix : remplir {box} (score final espéré {value}) — approximatif.</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}).</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Meilleur choix : remplir {box} sur la grille {card} (score final espéré {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Meilleur choix : remplir {box} sur la grille {card} (score final espéré {value}) — approximatif.</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}).</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Meilleur choix : garder {dice} et relancer (score final espéré {value}).</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}) — approximate.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Meilleur choix : garder {dice} et relancer (score final espéré {value}) — approximatif.</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}).</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Meilleur choix : tout relancer (score final espéré {value}).</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}) — approximate.</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Meilleur choix : tout relancer (score final espéré {value}) — approximatif.</translation>
    </message>
    <message>
        <source>Next best: fill {box}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance); {margin} a number of points (2.4).</extracomment>
        <translation>Second choix : remplir {box}, {margin} points de moins.</translation>
    </message>
    <message>
        <source>Next best: fill {box} on card {card}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance), {card} the card&apos;s number; {margin} a number of points (2.4).</extracomment>
        <translation>Second choix : remplir {box} sur la grille {card}, {margin} points de moins.</translation>
    </message>
    <message>
        <source>Next best: hold {dice} and roll, {margin} points behind.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4&quot;); {margin} a number of points (2.4).</extracomment>
        <translation>Second choix : garder {dice} et relancer, {margin} points de moins.</translation>
    </message>
    <message>
        <source>Next best: reroll all five, {margin} points behind.</source>
        <extracomment>Roll all five dice again; {margin} is a number of points (2.4).</extracomment>
        <translation>Second choix : tout relancer, {margin} points de moins.</translation>
    </message>
    <message>
        <source>Coach: filling {box} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Coach : remplir {box} a coûté environ {cost} points.</translation>
    </message>
    <message>
        <source>Coach: filling {box} on card {card} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Coach : remplir {box} sur la grille {card} a coûté environ {cost} points.</translation>
    </message>
    <message>
        <source>Coach: holding {dice} and rolling cost about {cost} points.</source>
        <extracomment>{dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points.</extracomment>
        <translation>Coach : garder {dice} et relancer a coûté environ {cost} points.</translation>
    </message>
    <message>
        <source>Coach: rerolling all five cost about {cost} points.</source>
        <extracomment>The player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Coach : tout relancer a coûté environ {cost} points.</translation>
    </message>
    <message>
        <source>Best was to fill {box}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind).</extracomment>
        <translation>Le meilleur choix était de remplir {box}.</translation>
    </message>
    <message>
        <source>Best was to fill {box} on card {card}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind), {card} the card&apos;s number (2).</extracomment>
        <translation>Le meilleur choix était de remplir {box} sur la grille {card}.</translation>
    </message>
    <message>
        <source>Best was to hold {dice} and roll.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;).</extracomment>
        <translation>Le meilleur choix était de garder {dice} et de relancer.</translation>
    </message>
    <message>
        <source>Best was to reroll all five.</source>
        <translation>Le meilleur choix était de tout relancer.</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <extracomment>Put after a coach&apos;s note (whole sentences) when its figures are approximate.</extracomment>
        <translation>(approximatif)</translation>
    </message>
    <message>
        <source>Choice</source>
        <extracomment>Column heading of the analysis panel&apos;s table (a noun): the possible move (a hold or a box).</extracomment>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 80 pixels wide: the expected final score when that choice is made.</extracomment>
        <translation>Espérance</translation>
    </message>
    <message>
        <source>Behind</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 70 pixels wide: how many points that choice is worse than the best.</extracomment>
        <translation>Écart</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <extracomment>Tooltip of the analysis panel&apos;s row that matches the dice held or the box chosen now.</extracomment>
        <translation>Votre choix actuel</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel before there is anything to analyse, and its name for screen readers (a noun): every choice with its expected final score.</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Choix et scores finaux espérés</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <extracomment>Line above the analysis table: {chances} is each player&apos;s chance (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Chances de victoire : {chances}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <extracomment>Why a key or click did nothing: a computer player is on turn (its turn is played at once instead).</extracomment>
        <translation>C&apos;est au tour d&apos;un joueur de l&apos;ordinateur.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>{name}: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from a list box: {name} is the list box&apos;s name (“Computer speed: choices”).</extracomment>
        <translation>{name} : choix</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the New game, Settings and Join a table dialogs: close them, changing nothing. No &amp; letter (Esc presses it): your language&apos;s usual word.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): a computer&apos;s turn is played at once, nothing shown (adjective).</extracomment>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): fast (adjective).</extracomment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): the usual speed (adjective).</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): slow, every step of the turn easy to follow (adjective).</extracomment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <extracomment>Screen readers&apos; name of the list of computer speeds in the New game and Settings dialogs.</extracomment>
        <translation>Vitesse de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Animate rolling dice</source>
        <extracomment>[New game dialog, Host a table dialog, Settings dialog] Check box: show the dice rolling (a verb phrase).</extracomment>
        <translation>Animer &amp;le lancer des dés</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animer le lancer des dés</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>Button of the Settings dialog: keep the changes. No &amp; letter (Enter presses it): your language&apos;s usual word.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <extracomment>[Settings dialog] Form label of the list: how fast computer players play (Instant … Slow).</extracomment>
        <translation>&amp;Vitesse de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Button of the Game over dialog: close it, the finished game stays on the board. No &amp; letter (Esc presses it).</extracomment>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Dé {number} : pas encore lancé</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Cliquez ou appuyez sur {key} pour le garder ou le relâcher.</translation>
    </message>
    <message>
        <source>HELD</source>
        <extracomment>Badge painted under a held die (kept out of the next roll): capitals, and as few letters as you can, at most about 6: the badge is only as wide as the die.</extracomment>
        <translation>GARDÉ</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <extracomment>Badge painted under a die the hint suggests holding: a question, capitals, at most about 6 letters: the badge is only as wide as the die.</extracomment>
        <translation>GARDER ?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <extracomment>Screen readers&apos; name of the board&apos;s heading, which names the player on turn.</extracomment>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>Text of the big button under the dice, and its name for screen readers: roll the dice (a verb, imperative).</extracomment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <extracomment>Link-like button at the foot of the board: opens the rules; (F1) names its key.</extracomment>
        <translation>Comment jouer (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Screen readers&apos; name of the How to play button at the foot of the board.</extracomment>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Recommencer avec les mêmes joueurs et les mêmes règles</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Passer à la fin du tour de l&apos;ordinateur (Échap)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Lancer les dés qui ne sont pas gardés (Espace ou R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>The board&apos;s heading when the game has ended (when there is no result line to show).</extracomment>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>The board&apos;s heading, and the text of the greyed-out Roll button, while the game is paused (an adjective).</extracomment>
        <translation>En pause</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation>Les scores finaux sont sur la grille.</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <extracomment>Line under the board&apos;s heading: {turn} is the turn&apos;s number, {turns} the turns of each player (13, 26 or 39).</extracomment>
        <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <extracomment>Part of the line under the board&apos;s heading while a computer plays, after a middle dot: {level} is its level (Easy … Expert); lower case.</extracomment>
        <translation>ordinateur, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Text of the big button under the dice when the game is over: a new game with the same players.</extracomment>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Passer à la fin (Échap)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <extracomment>Text of the big button under the dice after a roll: roll the dice not held; %n rolls are left (1 or 2).</extracomment>
        <translation>
            <numerusform>Relancer (%n restant)</numerusform>
            <numerusform>Relancer (%n restants)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Plus de lancer : choisissez une case</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Appuyez sur Espace ou R pour lancer les dés.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Gardez des dés d&apos;un clic ou avec 1–5, relancez, ou choisissez une case sur la grille.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Choisissez une case sur la grille : cliquez dessus, ou utilisez Haut/Bas et Entrée.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} joue. Appuyez sur Échap ou cliquez pour passer à la fin du tour.</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Rejouez avec les mêmes joueurs, ou préparez une nouvelle partie avec N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>En pause : appuyez sur P ou choisissez Reprendre pour continuer.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} joue sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>one</source>
        <extracomment>The face 1 of a die as screen readers read it (“Die 2: one, held”): the number as a word, lower case.</extracomment>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The face 2 of a die as screen readers read it (“Die 2: two, held”): the number as a word, lower case.</extracomment>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <extracomment>The face 3 of a die as screen readers read it (“Die 2: three, held”): the number as a word, lower case.</extracomment>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <extracomment>The face 4 of a die as screen readers read it (“Die 2: four, held”): the number as a word, lower case.</extracomment>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <extracomment>The face 5 of a die as screen readers read it (“Die 2: five, held”): the number as a word, lower case.</extracomment>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <extracomment>The face 6 of a die as screen readers read it (“Die 2: six, held”): the number as a word, lower case.</extracomment>
        <translation>six</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Dé {number} : caché pendant la pause</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six); held: kept out of the next roll.</extracomment>
        <translation>Dé {number} : {face}, gardé</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six).</extracomment>
        <translation>Dé {number} : {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: their time budget ran out.</extracomment>
        <translation>{name} n&apos;a plus de temps</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: with hidden score sheets, which box goes unsaid.</extracomment>
        <translation>{player} a rempli une case</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} marque {points} en {box} sur la grille {card} et obtient le bonus du haut (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name, {card} 1 to 3.</extracomment>
        <translation>{player} marque {points} en {box} sur la grille {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} marque {points} en {box} et obtient le bonus du haut (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} marque {points} en {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100 : la case Yam&apos;s contient 50 sur chaque grille.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Pas de bonus : la case Yam&apos;s ne contient pas 50 sur toutes les grilles.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Joker libre : ce lancer peut aller dans n&apos;importe quelle case libre, à pleine valeur.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Règle du joker : ce Yam&apos;s doit aller en {box}, sa propre case du haut.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Règle du joker : la case {box} est remplie, donc n&apos;importe quelle case du bas libre le prend à pleine valeur.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Règle du joker : aucune case du bas n&apos;est libre, donc il va dans une case du haut pour 0.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100 : la case Yam&apos;s contient déjà 50.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Pas de bonus : la case Yam&apos;s contient 0.</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <extracomment>A chance to win in the status bar and the analysis panel (keep it short): less than one percent, but not none.</extracomment>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <extracomment>A chance to win in the status bar and the analysis panel (keep it short): more than 99 percent, but not certain.</extracomment>
        <translation>&gt;99 %</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <extracomment>A chance to win in the status bar and the analysis panel (keep it short): {percent} is a whole number; write the percent sign as your language does.</extracomment>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{player} {chance}</source>
        <comment>a player&apos;s chance to win</comment>
        <translation>{player} {chance}</translation>
    </message>
    <message>
        <source>{name}&apos;s card is hidden until the game ends.</source>
        <translation>La grille de {name} est cachée jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: in the Triple game, card {card} (1 to 3) has {total} points, counting ×{multiplier}.</extracomment>
        <translation>Grille {card} : {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: card {card} (1 to 3) has {total} points.</extracomment>
        <translation>Grille {card} : {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: the last one: the player&apos;s total score.</extracomment>
        <translation>Total général : {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Haut {upper} + bonus du haut {upper_bonus} + bas {lower} + bonus Yam&apos;s {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Haut {upper} + bonus du haut {upper_bonus} + bas {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Haut {upper} + bas {lower} + bonus Yam&apos;s {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers.</extracomment>
        <translation>Haut {upper} + bas {lower} = {total}</translation>
    </message>
    <message>
        <source>{sum}, ×{multiplier} = {value}</source>
        <extracomment>End of a card total&apos;s tooltip in the Triple game: {sum} is the sum before it (“Upper 50 + lower 120 = 170”), {multiplier} 1 to 3.</extracomment>
        <translation>{sum}, ×{multiplier} = {value}</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>The history could not be written to {file}.</source>
        <translation>Impossible d&apos;écrire l&apos;historique dans {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Derniers coups des autres joueurs</translation>
    </message>
    <message>
        <source>Time left</source>
        <extracomment>Screen readers&apos; name of the clock line on the board.</extracomment>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <extracomment>Screen readers&apos; name of the line on the board that says which boxes a joker may fill.</extracomment>
        <translation>Pourquoi ces cases</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation>La note du coach sur votre dernier coup</translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”) while the game is paused.</extracomment>
        <translation>{name} : {time} restant (en pause)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”).</extracomment>
        <translation>{name} : {time} restant</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget is nearly used up: %n seconds.</extracomment>
        <translation>
            <numerusform>Il reste %n seconde à {name}.</numerusform>
            <numerusform>Il reste %n secondes à {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <extracomment>Celebration painted over the board after a five of a kind: the box&apos;s name (the same words as the box Five of a Kind), exclaimed.</extracomment>
        <translation>Yam&apos;s !</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <extracomment>Celebration painted over the board when the upper bonus is earned: {bonus} is 35.</extracomment>
        <translation>Bonus du haut +{bonus} !</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>La partie dure %n tour par joueur, une case par tour.</numerusform>
            <numerusform>La partie dure %n tours par joueur, une case par tour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>Dans cette partie, chaque joueur dispose de &lt;b&gt;%n minute&lt;/b&gt; de réflexion pour toute la partie, décomptée uniquement pendant ses propres tours. Un joueur dont le temps est écoulé est éliminé : sa grille reste en l&apos;état et les autres continuent à jouer.</numerusform>
            <numerusform>Dans cette partie, chaque joueur dispose de &lt;b&gt;%n minutes&lt;/b&gt; de réflexion pour toute la partie, décomptées uniquement pendant ses propres tours. Un joueur dont le temps est écoulé est éliminé : sa grille reste en l&apos;état et les autres continuent à jouer.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Cette partie n&apos;a pas de limite de temps.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <extracomment>In the About box, after the game&apos;s name: {version} is a number like 1.2.0 (lower case).</extracomment>
        <translation>version {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <extracomment>Title of the About box, and screen readers&apos; name of How to play&apos;s About button.</extracomment>
        <translation>À propos de Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <extracomment>First line of the About box: the game&apos;s name in bold, then “version 1.2.0”; keep the &lt;b&gt; tags.</extracomment>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Cinq dés, trois lancers, treize cases : le grand classique des jeux de dés, de un à quatre joueurs, avec des adversaires virtuels qui vont jusqu&apos;au jeu parfait et un coach qui le connaît par cœur.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Comment jouer à Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Screen readers&apos; name of the How to play page.</extracomment>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Screen readers&apos; name of How to play&apos;s Close button (Qt words the button itself).</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[How to play window] Button at the foot of How to play: opens the About box.</extracomment>
        <translation>&amp;À propos de Five Dice</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice est déjà ouvert avec le dossier {folder} (processus {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice est déjà ouvert avec le dossier {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <extracomment>First item of the Settings dialog&apos;s list of languages: the language the computer is set to.</extracomment>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The weakest.</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The second.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. Plays for the highest average score.</extracomment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The strongest: plays to beat its opponents.</extracomment>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>[Menu bar] Title of the first menu (new game, restart, pause, hint, scoreboard, quit); the letter after &amp; is its Alt key, unlike the other menu titles&apos;.</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>[Menu bar] Title of the Edit menu (Undo, Sound, Settings): your language&apos;s usual name.</extracomment>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>[Menu bar] Title of the View menu (Analysis, Chances to win).</extracomment>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>[Menu bar] Title of the Help menu (How to play, Keyboard shortcuts, About): your language&apos;s usual name.</extracomment>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Name of the toolbar, where a list of toolbars shows it: the game&apos;s commands (the Game menu&apos;s title without its &amp;).</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>More actions</source>
        <extracomment>Tooltip and screen readers&apos; name of the » button at the end of the toolbar, which shows the buttons that do not fit.</extracomment>
        <translation>Plus d&apos;actions</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>La partie est terminée : commencez une nouvelle partie pour rejouer.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>La partie est en pause : reprenez-la pour continuer.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Plus de lancer pour ce tour : choisissez une case à remplir.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Lancez d&apos;abord : on ne peut garder des dés qu&apos;après le premier lancer du tour.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Plus de lancer pour ce tour : il n&apos;y a donc rien à garder.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Lancez d&apos;abord : on ne peut remplir une case qu&apos;après un lancer.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>La case {box} de la grille {card} est déjà remplie.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <extracomment>Error when a box is chosen that was filled before; {box} is a box&apos;s name on the score card (e.g. Full House).</extracomment>
        <translation>La case {box} est déjà remplie.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>La règle du joker n&apos;autorise pas {box} pour ce Yam&apos;s ; il peut aller en : {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Il n&apos;y a rien à annuler : les dés ont été lancés après cette case.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>La partie est terminée : il n&apos;y a rien à mettre en pause.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <extracomment>The name of a player whose name field was left empty: {number} is the seat, 1 to 4 (a noun used as a name: “Player 2”).</extracomment>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name of a player whose name is blank (a noun used as a name).</extracomment>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>La connexion à la table a été perdue.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Cette application a perdu le fil de la partie de l&apos;hôte : elle a donc quitté la table.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Code d&apos;accès incorrect : un code d&apos;accès comporte quatre chiffres.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Impossible de joindre une table à l&apos;adresse {address}, port {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>La table a envoyé des messages que cette application ne comprend pas.</translation>
    </message>
    <message>
        <source>A player&apos;s app did not send its share of the dice, so the game could not start: the table is closed.</source>
        <extracomment>Why a network table closed just after its start: the dice are made from a random share of every player&apos;s app, and one never came (the app left, or its connection was lost).</extracomment>
        <translation>L&apos;application d&apos;un joueur n&apos;a pas envoyé sa part des dés, la partie n&apos;a donc pas pu commencer : la table est fermée.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not the ones all the players made together, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the dice of a network game are made from a share of every player&apos;s app, and the host&apos;s were not those.</extracomment>
        <translation>Les dés de l&apos;hôte n&apos;étaient pas ceux que tous les joueurs ont faits ensemble, cette partie n&apos;est donc pas enregistrée.</translation>
    </message>
    <message>
        <source>The host&apos;s end of the game does not match the moves it sent, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the boxes it revealed at the end are not the ones it sent (or sealed) during the game.</extracomment>
        <translation>La fin de partie de l&apos;hôte ne correspond pas aux coups qu&apos;il a envoyés, cette partie n&apos;est donc pas enregistrée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Why a network table refuses a move of a player at another computer: the game has ended.</extracomment>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Code d&apos;accès incorrect.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <extracomment>Why the host of a network table sent a player at another computer away: the host chose to.</extracomment>
        <translation>L&apos;hôte vous a exclu de la table.</translation>
    </message>
    <message>
        <source>Your time for this turn ran out: the computer plays the rest of it.</source>
        <translation>Votre temps pour ce tour est écoulé : l&apos;ordinateur joue la suite.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>La partie de l&apos;hôte s&apos;est désynchronisée de la table : la table a donc été fermée.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Votre application n&apos;a pas respecté le protocole de la table : au revoir.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Trop de codes d&apos;accès erronés venant de votre ordinateur : patientez une minute.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>La partie à cette table est terminée.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>La partie à cette table a déjà commencé.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <extracomment>Why a network table refuses a player who asks to join: every seat is taken.</extracomment>
        <translation>La table est complète.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <extracomment>Told to a player at another computer after they chose Leave: why the table closed for them.</extracomment>
        <translation>Vous avez quitté la table.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Seul l&apos;hôte peut mettre la partie en pause ; la demande lui a été transmise.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Seul l&apos;hôte peut reprendre la partie.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>En réseau, c&apos;est l&apos;ordinateur de l&apos;hôte qui fait avancer la partie : adressez-lui une demande.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>L&apos;annulation est désactivée dans les parties en réseau.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Cette table ne connaît pas votre place : rejoignez-la à nouveau.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Vous êtes resté absent trop longtemps : votre place a été retirée de la partie.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Votre place est encore occupée par une connexion à la table.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partie n&apos;a pas encore commencé.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Seul l&apos;hôte peut faire cela.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas autorisé.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Les règles ne le permettent pas pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <extracomment>Why a network table refuses a move of a player at another computer: the host paused the game.</extracomment>
        <translation>La partie est en pause.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Finding the table…</source>
        <extracomment>How a friend anywhere is connected: the mailbox server answered, now waiting.</extracomment>
        <translation>Recherche de la table…</translation>
    </message>
    <message>
        <source>The code was right: connecting…</source>
        <extracomment>How a friend anywhere is connected: the code was right, connecting.</extracomment>
        <translation>Le code est correct : connexion en cours…</translation>
    </message>
    <message>
        <source>Connected directly.</source>
        <extracomment>How a friend anywhere is connected: computer to computer, not through a server.</extracomment>
        <translation>Connecté directement.</translation>
    </message>
    <message>
        <source>Connected through a relay.</source>
        <extracomment>How a friend anywhere is connected: through the transit relay server.</extracomment>
        <translation>Connecté via un serveur relais.</translation>
    </message>
    <message>
        <source>The connection was lost: getting it back…</source>
        <translation>La connexion a été perdue : reconnexion en cours…</translation>
    </message>
    <message>
        <source>The code was wrong. Codes work once: ask your friend for a new one.</source>
        <translation>Le code était erroné. Chaque code ne sert qu&apos;une fois : demandez-en un nouveau à votre ami.</translation>
    </message>
    <message>
        <source>No table answered this code. Codes work once: ask your friend for a new one.</source>
        <translation>Aucune table n&apos;a répondu à ce code. Chaque code ne sert qu&apos;une fois : demandez-en un nouveau à votre ami.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached. Is this computer on the internet?</source>
        <translation>Le serveur de boîte aux lettres est injoignable. Cet ordinateur est-il connecté à Internet ?</translation>
    </message>
    <message>
        <source>The host closed the invitation.</source>
        <translation>L&apos;hôte a fermé l&apos;invitation.</translation>
    </message>
    <message>
        <source>That code is not for a Five Dice table.</source>
        <translation>Ce code n&apos;est pas celui d&apos;une table Five Dice.</translation>
    </message>
    <message>
        <source>Host a table on the network</source>
        <translation>Ouvrir une table en réseau</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a player at another computer.</extracomment>
        <translation>Joueur à distance</translation>
    </message>
    <message>
        <source>Friend anywhere (code)</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a friend anywhere (on the internet), who joins with a code made for the seat.</extracomment>
        <translation>Ami sur Internet (code)</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Un joueur ici, l&apos;ordinateur, ou une place libre pour un joueur sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Joueur {number} : ici, ordinateur ou à distance</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The table&apos;s name the Host a table dialog suggests: {name} is the first player&apos;s name.</extracomment>
        <translation>Table de {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <extracomment>Screen readers&apos; name of the field with the table&apos;s name.</extracomment>
        <translation>Nom de la table</translation>
    </message>
    <message>
        <source>Table &amp;name</source>
        <extracomment>[Host a table dialog] Form label of the field with the table&apos;s name, which guests see.</extracomment>
        <translation>Nom &amp;de la table</translation>
    </message>
    <message>
        <source>Turn &amp;limit</source>
        <extracomment>[Host a table dialog] Form label of the choice of how long a player at another computer may take for a turn before the computer plays the rest of it.</extracomment>
        <translation>Limite &amp;par tour</translation>
    </message>
    <message>
        <source>O&amp;pen the table</source>
        <extracomment>[Host a table dialog] The dialog&apos;s OK button: open the table and wait in its lobby for the players (a verb phrase).</extracomment>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>Screen readers&apos; name of the button Open the table.</extracomment>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>[Host a table dialog] The turn limit&apos;s first choice: no limit.</extracomment>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>30 seconds a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has 30 seconds a turn.</extracomment>
        <translation>30 secondes par tour</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has a minute a turn.</extracomment>
        <translation>1 minute par tour</translation>
    </message>
    <message>
        <source>2 minutes a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has two minutes a turn.</extracomment>
        <translation>2 minutes par tour</translation>
    </message>
    <message>
        <source>How long a player at another computer may take for a turn: then the computer plays the rest of it for them</source>
        <translation>Temps dont dispose un joueur sur un autre ordinateur pour un tour : ensuite, l&apos;ordinateur joue la suite à sa place</translation>
    </message>
    <message>
        <source>Turn limit for players elsewhere</source>
        <extracomment>Screen readers&apos; name of the turn limit&apos;s list in the Host a table dialog.</extracomment>
        <translation>Limite par tour des joueurs à distance</translation>
    </message>
    <message>
        <source>Kick a player</source>
        <extracomment>Window title of the dialog that sends a player at another computer away from the table hosted here.</extracomment>
        <translation>Exclure un joueur</translation>
    </message>
    <message>
        <source>Player to kick</source>
        <extracomment>Screen readers&apos; name of the list of the players that can be kicked.</extracomment>
        <translation>Joueur à exclure</translation>
    </message>
    <message>
        <source>The computer plays the seat ({level})</source>
        <extracomment>[Kick a player dialog] A choice of who plays a kicked player&apos;s seat: {level} is a computer level (Easy … Expert).</extracomment>
        <translation>L&apos;ordinateur prend la place ({level})</translation>
    </message>
    <message>
        <source>Nobody: the player drops out, their card stays as it is</source>
        <translation>Personne : le joueur quitte la partie, sa grille reste en l&apos;état</translation>
    </message>
    <message>
        <source>Who plays the seat</source>
        <extracomment>Screen readers&apos; name of the list of who plays a kicked player&apos;s seat.</extracomment>
        <translation>Qui prend la place</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>[Kick a player dialog] Form label of the list of the players at other computers.</extracomment>
        <translation>&amp;Joueur</translation>
    </message>
    <message>
        <source>&amp;Then</source>
        <extracomment>[Kick a player dialog] Form label of the list of who plays the kicked player&apos;s seat from then on.</extracomment>
        <translation>&amp;Ensuite</translation>
    </message>
    <message>
        <source>They are sent away for this game and cannot take their seat back.</source>
        <translation>Le joueur est exclu de cette partie et ne peut pas reprendre sa place.</translation>
    </message>
    <message>
        <source>&amp;Kick</source>
        <extracomment>[Kick a player dialog] Button: send the chosen player away from the table (a verb).</extracomment>
        <translation>E&amp;xclure</translation>
    </message>
    <message>
        <source>Join my Five Dice table: open Five Dice, Game &gt; Join a table, code {code} (or open {link}).</source>
        <translation>Rejoignez ma table Five Dice : ouvrez Five Dice, Partie &gt; Rejoindre une table, code {code} (ou ouvrez {link}).</translation>
    </message>
    <message>
        <source>A wrong code was tried: a new code was made. Send it again.</source>
        <extracomment>The invitation a host copies for a friend anywhere (to paste into a message): {code} is a code like 7-guitarist-revenge, {link} the same as a link.</extracomment>
        <translation>Un code erroné a été essayé : un nouveau code a été créé. Renvoyez-le.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached: trying again soon…</source>
        <translation>Le serveur de boîte aux lettres est injoignable : nouvelle tentative sous peu…</translation>
    </message>
    <message>
        <source>The invitation closed: a new code was made.</source>
        <translation>L&apos;invitation a été fermée : un nouveau code a été créé.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <extracomment>In the lobby: the seat a friend anywhere&apos;s code is for ({number}: 1 to 4).</extracomment>
        <translation>Place {number}</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <extracomment>Grey text in a seat&apos;s code field while the code is being made.</extracomment>
        <translation>Création d&apos;un code…</translation>
    </message>
    <message>
        <source>Code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s code field in the lobby ({number}: 1 to 4).</extracomment>
        <translation>Code de la place {number}</translation>
    </message>
    <message>
        <source>Copy invitation</source>
        <extracomment>[Lobby] Button: copy the invitation with the seat&apos;s code, to paste into a message.</extracomment>
        <translation>Copier l&apos;invitation</translation>
    </message>
    <message>
        <source>Copy the invitation for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s Copy invitation button ({number}: 1 to 4).</extracomment>
        <translation>Copier l&apos;invitation de la place {number}</translation>
    </message>
    <message>
        <source>New code</source>
        <extracomment>[Lobby] Button: make a new code for the seat (the old one stops working).</extracomment>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <source>New code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s New code button ({number}: 1 to 4).</extracomment>
        <translation>Nouveau code pour la place {number}</translation>
    </message>
    <message>
        <source>Send the invitation to your friend.</source>
        <extracomment>Under a seat&apos;s code in the lobby: the code is ready, the friend has not used it yet.</extracomment>
        <translation>Envoyez l&apos;invitation à votre ami.</translation>
    </message>
    <message>
        <source>Invitation copied: paste it into a message.</source>
        <extracomment>Under a seat&apos;s code in the lobby, after Copy invitation.</extracomment>
        <translation>Invitation copiée : collez-la dans un message.</translation>
    </message>
    <message>
        <source>Friends anywhere: one code per seat</source>
        <extracomment>[Lobby] Heading above the codes of the seats for friends anywhere (on the internet).</extracomment>
        <translation>Amis sur Internet : un code par place</translation>
    </message>
    <message>
        <source>Codes for friends anywhere</source>
        <extracomment>Window title of the dialog with the codes of the seats for friends anywhere.</extracomment>
        <translation>Codes pour amis sur Internet</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Window title of the Join a table dialog.</extracomment>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Tables trouvées sur ce réseau</translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <extracomment>[Join a table dialog] Button: look for tables on this network again.</extracomment>
        <translation>A&amp;ctualiser</translation>
    </message>
    <message>
        <source>Search again</source>
        <extracomment>Screen readers&apos; name of the button Search again.</extracomment>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <extracomment>Grey text in the empty address field: an example address, {address} (192.168.1.20); e.g.: for example.</extracomment>
        <translation>p. ex. {address}</translation>
    </message>
    <message>
        <source>e.g. {code}</source>
        <extracomment>Grey text in the empty field for a friend anywhere&apos;s code: an example code.</extracomment>
        <translation>p. ex. {code}</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <extracomment>[Join a table dialog] Form label of the field with the host computer&apos;s network address.</extracomment>
        <translation>A&amp;dresse</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <extracomment>[Join a table dialog] Form label of the field with the network port, a number.</extracomment>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>Join co&amp;de</source>
        <extracomment>[Join a table dialog] Form label of the field with the four-digit code the host&apos;s screen shows.</extracomment>
        <translation>C&amp;ode d&apos;accès</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Recherche de tables sur ce réseau…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <extracomment>Screen readers&apos; name of the list of seats once joined.</extracomment>
        <translation>Places à la table</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <extracomment>[Join a table dialog] Button: ask the host for a seat (a verb).</extracomment>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <extracomment>[Join a table dialog] Form label of the field with the player&apos;s name at the table.</extracomment>
        <translation>&amp;Votre nom</translation>
    </message>
    <message>
        <source>Code from a friend a&amp;nywhere</source>
        <extracomment>[Join a table dialog] Form label of the field for the code a friend anywhere (on the internet) sent, like 7-guitarist-revenge.</extracomment>
        <translation>Code d&apos;un ami sur &amp;Internet</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <extracomment>[Join a table dialog] Label above the list of the tables found on this network.</extracomment>
        <translation>&amp;Tables sur ce réseau</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <extracomment>A table in the list of tables found: {table} its name, {address} the host&apos;s address, {port} a number, {seats} the number of free seats.</extracomment>
        <translation>{table} à l&apos;adresse {address}, port {port} (places libres : {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Choisissez une table, ou saisissez son adresse et son port.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Name at the table of a player who left the name field empty.</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Saisissez l&apos;adresse de l&apos;hôte, ou choisissez une table trouvée sur ce réseau.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Le code d&apos;accès comporte quatre chiffres : il s&apos;affiche sur l&apos;écran de l&apos;hôte.</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <extracomment>Line under the fields of Join a table while the host at {address} is being asked.</extracomment>
        <translation>Connexion à {address}…</translation>
    </message>
    <message>
        <source>A code is a number and words, like 7-guitarist-revenge: type it as your friend sent it.</source>
        <translation>Un code se compose d&apos;un nombre et de mots, comme 7-guitarist-revenge : saisissez-le tel que votre ami l&apos;a envoyé.</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <extracomment>Under the fields of Join a table: what a code from a friend anywhere looks like.</extracomment>
        <translation>Vous avez une place. La partie commencera quand l&apos;hôte la lancera.</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <extracomment>[Join a table dialog] The Cancel button once the player has a seat: leave the table (a verb).</extracomment>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <extracomment>A computer&apos;s seat in a table&apos;s list of seats: {name} its name, {level} its level (Easy … Expert).</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (sur l&apos;ordinateur de l&apos;hôte)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a friend anywhere…</source>
        <extracomment>An open seat in the lobby kept for a friend anywhere, who joins with its code.</extracomment>
        <translation>Place libre : en attente d&apos;un ami sur Internet…</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Place libre : en attente d&apos;un joueur…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (absent : peut revenir)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <extracomment>A seat in a table&apos;s list of seats, taken by a player at another computer.</extracomment>
        <translation>{name} (a rejoint la table)</translation>
    </message>
    <message>
        <source>Network table</source>
        <extracomment>Window title of the host&apos;s lobby: the table others join.</extracomment>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>l&apos;adresse de cet ordinateur</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Les joueurs rejoignent la table à l&apos;adresse {address}, port {port}, avec le code {code}.
Les tables de ce réseau apparaissent aussi dans Rejoindre une table.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <extracomment>Screen readers&apos; name of the big join code in the lobby: {digits} are four digits read one by one (“4 7 1 2”).</extracomment>
        <translation>Code d&apos;accès {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>Screen readers&apos; name of the lobby&apos;s list of seats.</extracomment>
        <translation>Places</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>[Network table dialog] Button: start the game at the table (a verb). Reads “Start without the open seats” while seats are open.</extracomment>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <extracomment>[Network table dialog] Button: close the table; the players who joined are sent away.</extracomment>
        <translation>&amp;Fermer la table</translation>
    </message>
    <message>
        <source>Start &amp;without the open seats</source>
        <extracomment>[Network table dialog] The Start button while some seats are still open: start, leaving them out.</extracomment>
        <translation>Commencer &amp;sans les places libres</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Kick a player…</source>
        <extracomment>[Game menu] Menu item while hosting a table: send a player at another computer away from it (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>E&amp;xclure un joueur…</translation>
    </message>
    <message>
        <source>Send a player at another computer away from the table: a computer plays for them</source>
        <translation>Exclure de la table un joueur sur un autre ordinateur : un ordinateur joue à sa place</translation>
    </message>
    <message>
        <source>Codes for friends &amp;anywhere…</source>
        <extracomment>[Game menu] Menu item while hosting a table with seats for friends anywhere: show their codes (and make a new one for a friend who lost the connection for good). “…”: a dialog opens.</extracomment>
        <translation>Codes pour amis sur &amp;Internet…</translation>
    </message>
    <message>
        <source>The codes of the seats for friends anywhere: copy one again, or make a new one</source>
        <translation>Les codes des places pour amis sur Internet : copiez-en un à nouveau, ou créez-en un nouveau</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Impossible d&apos;ouvrir la table : cet ordinateur refuse les connexions.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>La partie n&apos;a pas pu commencer : {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Impossible de chercher des tables ici : saisissez l&apos;adresse.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} La partie reste affichée telle quelle.</translation>
    </message>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} a rejoint la table.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <extracomment>Notice in a network game: the player {name}, at another computer, left.</extracomment>
        <translation>{name} a quitté la table.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} est de retour à la table.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} n&apos;est pas revenu à temps et quitte la partie.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} demande une pause (P met la partie en pause pour tout le monde).</translation>
    </message>
    <message>
        <source>{name} was sent away from the table.</source>
        <extracomment>Notice in a network game the host opened here: the host sent the player {name}, at another computer, away from the table (Game &gt; Kick a player…).</extracomment>
        <translation>Vous avez exclu {name} de la table.</translation>
    </message>
    <message>
        <source>{name}&apos;s time for the turn ran out: the computer plays the rest of it.</source>
        <extracomment>Notice in a network game the host opened here: the player {name}, at another computer, took longer than the table&apos;s turn limit; the computer finishes the turn for them.</extracomment>
        <translation>Le temps de {name} pour ce tour est écoulé : l&apos;ordinateur joue la suite.</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>La table en réseau est fermée : la partie continue ici, sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>La connexion à la table a été perdue : reconnexion en cours…</translation>
    </message>
    <message>
        <source>A player</source>
        <extracomment>Stands for a player whose name is not known, in the news of a network game.</extracomment>
        <translation>Un joueur</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Un Yam&apos;s obtenu une fois la case Yam&apos;s remplie compte comme n&apos;importe quel lancer : ni bonus, ni joker.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Un Yam&apos;s obtenu une fois la case Yam&apos;s remplie rapporte {bonus} si cette case contient 50, et devient un joker imposé : sa case du haut si elle est libre, sinon n&apos;importe quelle case du bas (Full 25, suites 30 et 40), sinon 0 dans une case du haut.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Un Yam&apos;s obtenu une fois la case Yam&apos;s remplie avec 50 rapporte {bonus} et peut aller dans n&apos;importe quelle case libre comme joker (Full 25, suites 30 et 40) ; si la case Yam&apos;s contient 0, c&apos;est un lancer ordinaire.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Triple : un Yam&apos;s rapporte {bonus} × le multiplicateur de sa grille tant que la case Yam&apos;s contient 50 sur les trois grilles, et ne devient un joker imposé qu&apos;une fois la case Yam&apos;s et sa case du haut remplies sur les trois grilles.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <extracomment>Item of the New game dialog&apos;s list Cards per player: the Triple game, three cards counting once, twice and three times.</extracomment>
        <translation>Triple (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Item of the New game dialog&apos;s list Cards per player: each player fills %n score cards.</extracomment>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <extracomment>In the New game dialog: the label before a seat&apos;s name field, and the field&apos;s grey text when empty; {number} is 1 to 4.</extracomment>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s name field in the New game dialog; {number} is 1 to 4.</extracomment>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: a person plays this seat (a noun).</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: the computer plays this seat (a noun).</extracomment>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Joueur {number} : humain ou ordinateur</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Joueur {number} : niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Window title of the New game dialog.</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start &amp;new game</source>
        <extracomment>[New game dialog] The dialog&apos;s OK button: start a game with these players and rules.</extracomment>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Title of the New game dialog&apos;s group of seats (a plural noun).</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Number of players</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s spin box with the number of players.</extracomment>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <extracomment>[New game dialog, Host a table dialog] Label of the spin box with the number of players, 1 to 4.</extracomment>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Title of the New game dialog&apos;s group with the rules (a noun).</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list of rules for extra fives. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Yam&apos;s supplémentaire</translation>
    </message>
    <message>
        <source>&amp;Extra five of a kind</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of rules for extra fives (Off, Official, Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>&amp;Yam&apos;s supplémentaire</translation>
    </message>
    <message>
        <source>Car&amp;ds per player</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list: how many score cards each player fills (1, 2, 3 or the Triple game).</extracomment>
        <translation>&amp;Grilles par joueur</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list: how many score cards each player fills.</extracomment>
        <translation>Grilles par joueur</translation>
    </message>
    <message>
        <source>&amp;Time budget</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: each player has a limited time for the whole game (a noun).</extracomment>
        <translation>&amp;Temps limité</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Temps limité par joueur</translation>
    </message>
    <message>
        <source> min per player</source>
        <extracomment>Suffix of the time budget&apos;s spin box, right after the number (“10 min per player”): keep the leading space; min: minutes.</extracomment>
        <translation> min par joueur</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <extracomment>Screen readers&apos; name of the time budget&apos;s spin box.</extracomment>
        <translation>Minutes par joueur</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Form label of the New game dialog&apos;s row with the time budget (a noun).</extracomment>
        <translation>Temps</translation>
    </message>
    <message>
        <source>&amp;Open score sheets</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: everyone sees every card during the game; unchecked, the others&apos; cards stay hidden until the end.</extracomment>
        <translation>&amp;Feuilles de score visibles</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Décochée, chaque joueur ne voit que sa propre grille pendant la partie : les cases et totaux des autres joueurs affichent ? jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <extracomment>Screen readers&apos; name of the check box Open score sheets (everyone sees every card).</extracomment>
        <translation>Feuilles de score visibles</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <extracomment>Form label of the New game dialog&apos;s row with the check box Open score sheets (a noun).</extracomment>
        <translation>Feuilles de score</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <extracomment>Title of the New game dialog&apos;s group: how computer players&apos; turns are shown.</extracomment>
        <translation>Tours de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of computer speeds (Instant, Fast, Normal, Slow).</extracomment>
        <translation>&amp;Vitesse</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Avec un seul joueur, il n&apos;y a pas d&apos;autre grille à cacher.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Tout le monde voit toutes les grilles. Décochez pour cacher les grilles des autres jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Chaque joueur ne voit que sa propre grille : les cases et totaux des autres affichent ? jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Rating {rating}</source>
        <extracomment>Beside a computer seat in New game: its level&apos;s fixed rating, e.g. “Rating 1,500”.</extracomment>
        <translation>Classement {rating}</translation>
    </message>
    <message>
        <source>Computer levels have fixed ratings: this one is {rating}.</source>
        <extracomment>Tooltip of a computer seat&apos;s rating in New game: {rating} is e.g. 1,500.</extracomment>
        <translation>Les niveaux de l&apos;ordinateur ont un classement fixe : celui de ce niveau est {rating}.</translation>
    </message>
    <message>
        <source>new player</source>
        <extracomment>Beside a person&apos;s seat in New game, for a name never played here: a profile is made for them at the end of the game.</extracomment>
        <translation>nouveau joueur</translation>
    </message>
    <message>
        <source>A name not played here before: a new player, rated from {rating}.</source>
        <extracomment>Tooltip of “new player” beside a name in New game: {rating} is where everyone&apos;s rating starts (1,500).</extracomment>
        <translation>Nom encore jamais utilisé ici : un nouveau joueur, dont le classement part de {rating}.</translation>
    </message>
    <message>
        <source>not rated yet</source>
        <extracomment>Beside a known person&apos;s seat in New game, who has played no rated game yet.</extracomment>
        <translation>pas encore classé</translation>
    </message>
    <message>
        <source>Rated games are games of one card each against others, played to the end without hints or undo.</source>
        <translation>Les parties classées se jouent avec une grille chacun contre d&apos;autres joueurs, jusqu&apos;au bout, sans conseils ni annulation.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games.</source>
        <extracomment>Tooltip of a known person&apos;s rating in New game: {rating} e.g. 1,612, {rd} how sure it is (e.g. 85: the true rating is likely within 85 of it), %n the rated games played.</extracomment>
        <translation>
            <numerusform>Classement {rating} (±{rd}) après %n partie classée.</numerusform>
            <numerusform>Classement {rating} (±{rd}) après %n parties classées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known players</source>
        <extracomment>Screen readers&apos; name of the list of known players that drops down from a name field.</extracomment>
        <translation>Joueurs connus</translation>
    </message>
    <message>
        <source>{name} · {rating}</source>
        <extracomment>A known player offered in a name field&apos;s list: {name}, then the rating words (“Rating 1,612”, “not rated yet”).</extracomment>
        <translation>{name} · {rating}</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <extracomment>Button at the end of the message bar above the board: hide the message (a verb).</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s Dismiss button.</extracomment>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s text while it is empty.</extracomment>
        <translation>Message</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <extracomment>The message bar: {message} is the first message, then how many more wait; keep the two spaces.</extracomment>
        <translation>
            <numerusform>{message}  (%n autre)</numerusform>
            <numerusform>{message}  (%n autres)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>La partie a été mise en pause pendant que l&apos;ordinateur était en veille. Le temps d&apos;absence n&apos;est pas compté.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>La partie a été mise en pause pendant que sa fenêtre était réduite.</translation>
    </message>
</context>
<context>
    <name>PlayerId</name>
    <message>
        <source>Player ID</source>
        <extracomment>Title of the Settings dialog&apos;s group with the player&apos;s secret ID.
----------
Screen readers&apos; name of the field with the player&apos;s secret ID.</extracomment>
        <translation>ID du joueur</translation>
    </message>
    <message>
        <source>Player &amp;ID of</source>
        <extracomment>[Settings dialog] Form label of the list of players: whose ID is shown.</extracomment>
        <translation>ID du &amp;joueur</translation>
    </message>
    <message>
        <source>Whose player ID</source>
        <extracomment>Screen readers&apos; name of the list of players whose ID Settings shows.</extracomment>
        <translation>Joueur dont l&apos;ID est affiché</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <extracomment>[Settings dialog] Button: show the hidden player ID (while shown it reads Hide).</extracomment>
        <translation>A&amp;fficher</translation>
    </message>
    <message>
        <source>Show the player ID</source>
        <extracomment>Screen readers&apos; name of the button that shows the hidden player ID.</extracomment>
        <translation>Afficher l&apos;ID du joueur</translation>
    </message>
    <message>
        <source>Keep it private: anyone who has this ID can play as this player. It carries the player to another computer of yours, with the rating code.</source>
        <extracomment>Under the player ID in Settings.</extracomment>
        <translation>Gardez-le secret : quiconque a cet ID peut jouer en tant que ce joueur. Avec le code de classement, il transfère le joueur sur un autre de vos ordinateurs.</translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <extracomment>[Settings dialog] Button: copy the player ID to the clipboard.</extracomment>
        <translation>Co&amp;pier l&apos;ID</translation>
    </message>
    <message>
        <source>Copy ra&amp;ting code</source>
        <extracomment>[Settings dialog] Button: copy the player&apos;s rating code (one line with their rating, to paste on another computer with the ID).</extracomment>
        <translation>Copier le co&amp;de de classement</translation>
    </message>
    <message>
        <source>Use an ID from another &amp;device…</source>
        <extracomment>[Settings dialog] Button: paste an ID (and rating code) copied on another computer so this computer continues that player&apos;s rating; “…”: a dialog opens.</extracomment>
        <translation>Utiliser l&apos;ID d&apos;un autre &amp;appareil…</translation>
    </message>
    <message>
        <source>Copy the player ID</source>
        <extracomment>Screen readers&apos; name of Copy ID in Settings.</extracomment>
        <translation>Copier l&apos;ID du joueur</translation>
    </message>
    <message>
        <source>Copy the rating code</source>
        <extracomment>Screen readers&apos; name of Copy rating code in Settings.</extracomment>
        <translation>Copier le code de classement</translation>
    </message>
    <message>
        <source>Use an ID from another device</source>
        <extracomment>Window title of the dialog that takes an ID from another computer.</extracomment>
        <translation>Utiliser l&apos;ID d&apos;un autre appareil</translation>
    </message>
    <message>
        <source>A player gets an ID with their first finished game.</source>
        <extracomment>In Settings, before anyone has finished a game here.</extracomment>
        <translation>Un joueur reçoit son ID à la fin de sa première partie.</translation>
    </message>
    <message>
        <source>Hid&amp;e</source>
        <extracomment>[Settings dialog] The Show button while the ID is shown: hide it again.</extracomment>
        <translation>Masqu&amp;er</translation>
    </message>
    <message>
        <source>Hide the player ID</source>
        <extracomment>Screen readers&apos; name of the Show button while the ID is shown.</extracomment>
        <translation>Masquer l&apos;ID du joueur</translation>
    </message>
    <message>
        <source>The ID is copied. Keep it private.</source>
        <extracomment>Said in Settings after Copy ID.</extracomment>
        <translation>L&apos;ID est copié. Gardez-le secret.</translation>
    </message>
    <message>
        <source>The rating code is copied. Paste it with the ID on the other computer.</source>
        <extracomment>Said in Settings after Copy rating code.</extracomment>
        <translation>Le code de classement est copié. Collez-le avec l&apos;ID sur l&apos;autre ordinateur.</translation>
    </message>
    <message>
        <source>That ID already belongs to a player here.</source>
        <extracomment>In Use an ID: the ID pasted is already one of the players here.</extracomment>
        <translation>Cet ID appartient déjà à un joueur de cet ordinateur.</translation>
    </message>
    <message>
        <source>{name} now plays with the ID from the other device: rating {rating}.</source>
        <extracomment>Said in Settings once a player continues a rating from another computer: {name} is the player here, {rating} the rating they continue (e.g. 1,612).</extracomment>
        <translation>{name} joue maintenant avec l&apos;ID de l&apos;autre appareil : classement {rating}.</translation>
    </message>
    <message>
        <source>Paste the ID and the rating code copied in Settings on the other computer. {name} then plays here with that ID, and the rating continues from the code; {name}&apos;s games here stay {name}&apos;s.</source>
        <extracomment>{name} is the player at this computer who takes the ID.</extracomment>
        <translation>Collez l&apos;ID et le code de classement copiés dans les Paramètres de l&apos;autre ordinateur. {name} joue alors ici avec cet ID, et le classement continue à partir du code ; les parties de {name} ici restent celles de {name}.</translation>
    </message>
    <message>
        <source>&amp;ID</source>
        <extracomment>[Use an ID dialog] Form label of the field for the ID.</extracomment>
        <translation>&amp;ID</translation>
    </message>
    <message>
        <source>&amp;Rating code</source>
        <extracomment>[Use an ID dialog] Form label of the field for the rating code.</extracomment>
        <translation>&amp;Code de classement</translation>
    </message>
    <message>
        <source>Rating code</source>
        <extracomment>Screen readers&apos; name of the rating code&apos;s field.</extracomment>
        <translation>Code de classement</translation>
    </message>
    <message>
        <source>&amp;Use this ID</source>
        <extracomment>[Use an ID dialog] Button: take the ID and continue its rating here.</extracomment>
        <translation>&amp;Utiliser cet ID</translation>
    </message>
    <message>
        <source>That is not a whole ID: 32 letters and digits, as Copy ID gives.</source>
        <extracomment>In Use an ID: what was pasted as the ID is not one.</extracomment>
        <translation>Ce n&apos;est pas un ID complet : 32 lettres et chiffres, tel que le donne Copier l&apos;ID.</translation>
    </message>
    <message>
        <source>That rating code is not whole, or belongs to another ID. Copy both again on the other computer.</source>
        <extracomment>In Use an ID: the rating code is cut short, mistyped, or from another ID.</extracomment>
        <translation>Ce code de classement est incomplet ou appartient à un autre ID. Copiez les deux à nouveau sur l&apos;autre ordinateur.</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>A game alone is not rated: a rating needs opponents.</source>
        <extracomment>Why a finished game is not rated: it was played alone.</extracomment>
        <translation>Une partie en solo n&apos;est pas classée : le classement exige des adversaires.</translation>
    </message>
    <message>
        <source>Only games of one card each are rated.</source>
        <extracomment>Why a finished game is not rated: each player filled 2 or 3 cards.</extracomment>
        <translation>Seules les parties à une grille chacun sont classées.</translation>
    </message>
    <message>
        <source>The Triple game is not rated, only games of one card.</source>
        <extracomment>Why a finished game is not rated: it was the Triple game (three cards ×1 ×2 ×3).</extracomment>
        <translation>Le Triple n&apos;est pas classé, seulement les parties à une grille.</translation>
    </message>
    <message>
        <source>The coach helped in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: the coach helped (a hint, the analysis panel or coach mode).</extracomment>
        <translation>Le coach a aidé pendant cette partie : elle n&apos;est donc pas classée.</translation>
    </message>
    <message>
        <source>A roll was undone in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: a roll was taken back and rolled again.</extracomment>
        <translation>Un lancer a été annulé pendant cette partie : elle n&apos;est donc pas classée.</translation>
    </message>
    <message>
        <source>A player dropped out before the end, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: a player dropped out before the end.</extracomment>
        <translation>Un joueur a quitté la partie avant la fin : elle n&apos;est donc pas classée.</translation>
    </message>
    <message>
        <source>One person played two seats, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: one person (one name) played two seats.</extracomment>
        <translation>Une même personne a occupé deux places : cette partie n&apos;est donc pas classée.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>Window title of the dialog with the result of a finished game.</extracomment>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <extracomment>[Game over dialog] Button: a new game with the same players and rules (the default).</extracomment>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <extracomment>[Game over dialog] Button: see each of your decisions against perfect play (a verb).</extracomment>
        <translation>Revoir &amp;la partie</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Chacune de vos décisions comparée au jeu parfait</translation>
    </message>
    <message>
        <source>Practice: not rated. {why}</source>
        <extracomment>Under the result of a game that does not change ratings: {why} is one sentence, e.g. “Only games of one card each are rated.”</extracomment>
        <translation>Partie d&apos;entraînement : non classée. {why}</translation>
    </message>
    <message>
        <source>{name} {before} → {after} ({change})</source>
        <extracomment>A rated person&apos;s new rating under the result: {name} is the name, {before} and {after} the rating before and after the game, {change} the difference with its sign (“Ana 1,612 → 1,631 (+19)”).</extracomment>
        <translation>{name} {before} → {after} ({change})</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Heading over the rating changes under a game&apos;s result.</extracomment>
        <translation>Classement</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <extracomment>{name} is a player&apos;s name, a computer&apos;s with its level: &quot;Dex (Expert)&quot;.</extracomment>
        <translation>{name}, temps écoulé</translation>
    </message>
    <message>
        <source>{place}.</source>
        <extracomment>A place in the result table: {place} is 1 to 4; write it as your language writes a rank (“1.”, “1st”).</extracomment>
        <translation>{place}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Ces chiffres sont approximatifs avec plusieurs grilles et le Triple.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Tour {turn}, lancer {roll} : remplir {box} a coûté {cost} points.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Tour {turn}, lancer {roll} : remplir {box} sur la grille {card} a coûté {cost} points.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points (7.5).</extracomment>
        <translation>Tour {turn}, lancer {roll} : garder {dice} et relancer a coûté {cost} points.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: rerolling all five cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); the player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Tour {turn}, lancer {roll} : tout relancer a coûté {cost} points.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n decisions, {cost} expected points given away against perfect play.</source>
        <translation>
            <numerusform>{name} : %n décision, {cost} points espérés perdus par rapport au jeu parfait.</numerusform>
            <numerusform>{name} : %n décisions, {cost} points espérés perdus par rapport au jeu parfait.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): fill the box {box} (its name, e.g. Full House) on card {card} (1 to 3).</extracomment>
        <translation>{box} (grille {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): roll the dice, at the start of a turn (a verb, lower case).</extracomment>
        <translation>lancer</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): hold no die and roll all five again (a verb phrase, lower case).</extracomment>
        <translation>tout relancer</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): keep the dice {dice} (faces, e.g. “4 4 4”) and roll the others (lower case).</extracomment>
        <translation>garder {dice} et relancer</translation>
    </message>
    <message>
        <source>{face} held</source>
        <extracomment>Read aloud by screen readers for a small die of the game review: {face} is 1 to 6; held: kept out of the next roll.</extracomment>
        <translation>{face} gardé</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <extracomment>Screen readers&apos; name of a row of small dice in the game review: {dice} lists the faces (“4, 4 held, 2, 6, 1”).</extracomment>
        <translation>Dés : {dice}</translation>
    </message>
    <message>
        <source>Every decision</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s table of every decision of a player.</extracomment>
        <translation>Toutes les décisions</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Coût</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Read aloud for an empty cell of the game review&apos;s table (e.g. Best, when the player&apos;s move was the best).</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Aucune erreur : chaque décision était la meilleure.</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Les plus grosses erreurs :</translation>
    </message>
    <message>
        <source>Game review</source>
        <extracomment>Window title of the review of a finished game (a noun).</extracomment>
        <translation>Bilan de la partie</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s tabs, one a player.</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Reading the game from the history…</source>
        <extracomment>Shown in the game review while the game is read from the game history, when that takes a moment.</extracomment>
        <translation>Lecture de la partie dans l&apos;historique…</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Il n&apos;y avait aucune décision à analyser.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <extracomment>Screen readers&apos; name of a player&apos;s page in the game review; {name} is the player&apos;s name.</extracomment>
        <translation>Bilan de {name}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: no bonus and no joker (an adjective: switched off).</extracomment>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll must be used as a joker in a prescribed box.</extracomment>
        <translation>Officiel (joker imposé)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll may go in any open box as a joker.</extracomment>
        <translation>Joker libre</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Rating history</source>
        <extracomment>Title of the scoreboard&apos;s rating chart: one player&apos;s rating after each of their rated games.</extracomment>
        <translation>Historique du classement</translation>
    </message>
    <message>
        <source>Rated games</source>
        <extracomment>Axis title along the foot of the scoreboard&apos;s rating chart: the rated games, oldest first.
----------
Column heading of the scoreboard&apos;s table of ratings: how many rated games the person played.</extracomment>
        <translation>Parties classées</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s rating chart, and the legend of its line (a noun: a player&apos;s skill rating).
----------
Column heading of the scoreboard&apos;s table of ratings: the person&apos;s rating, e.g. 1,612.</extracomment>
        <translation>Classement</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <extracomment>Shown in the scoreboard&apos;s rating chart, and read aloud, while a player has no rated game.</extracomment>
        <translation>Aucune partie classée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Rating {rating} (±{rd}) after one rated game.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart after one rated game: the player&apos;s rating, and ± how much it may be off ({rd}).</extracomment>
        <translation>Classement {rating} (±{rd}) après une partie classée.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games; {first} after the first.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart: the player&apos;s rating now, ± how much it may be off ({rd}), after %n games, and their rating after the first game.</extracomment>
        <translation>
            <numerusform>Classement {rating} (±{rd}) après %n partie classée ; {first} après la première.</numerusform>
            <numerusform>Classement {rating} (±{rd}) après %n parties classées ; {first} après la première.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} {rating}</source>
        <extracomment>Read aloud for a reference line of the scoreboard&apos;s rating chart: the computer level&apos;s name and its fixed rating (&quot;Normal 1,500&quot;).</extracomment>
        <translation>{name} {rating}</translation>
    </message>
    <message>
        <source>For comparison: {levels}.</source>
        <extracomment>Read aloud after the rating chart&apos;s summary: the computer levels&apos; ratings, drawn as lines to compare with (&quot;Easy 1,290, Normal 1,500&quot;).</extracomment>
        <translation>À titre de comparaison : {levels}.</translation>
    </message>
    <message>
        <source>Likely range</source>
        <extracomment>Legend of the band around the rating chart&apos;s line: where the player&apos;s true rating likely lies (± the rating deviation). Short.</extracomment>
        <translation>Fourchette probable</translation>
    </message>
    <message>
        <source>Nobody has a rating yet. A game of one card each against a computer or another person, played to the end without hints or undo, is rated.</source>
        <translation>Personne n&apos;a encore de classement. Une partie à une grille chacun contre l&apos;ordinateur ou une autre personne, jouée jusqu&apos;au bout sans conseils ni annulation, est classée.</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): the place, 1, 2, …
----------
Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the place, 1 to 10.</extracomment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings: the person&apos;s name.
----------
Screen readers&apos; name of the list of players on the Players tab.</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Certainty</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): how sure the rating is, e.g. ±85 (the rating deviation); a short word.</extracomment>
        <translation>Fiabilité</translation>
    </message>
    <message>
        <source>Ratings</source>
        <extracomment>Screen readers&apos; name of the table of ratings.</extracomment>
        <translation>Classements</translation>
    </message>
    <message>
        <source>Rename player</source>
        <extracomment>Title of the small dialog that renames a player (Scoreboard, Players page).</extracomment>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <extracomment>Label of the new name&apos;s field: {name} is the player&apos;s name now.</extracomment>
        <translation>Nouveau nom pour {name} :</translation>
    </message>
    <message>
        <source>Merge players</source>
        <extracomment>Title of the small dialog that merges two players who are one person.</extracomment>
        <translation>Fusionner des joueurs</translation>
    </message>
    <message>
        <source>{name} is the same person as:</source>
        <extracomment>Label of the list of the other players: {name} is the player being merged.</extracomment>
        <translation>{name} est la même personne que :</translation>
    </message>
    <message>
        <source>{name} is another player&apos;s name. If they are one person, merge them instead.</source>
        <extracomment>Said when a player is renamed to another player&apos;s name.</extracomment>
        <translation>{name} est le nom d&apos;un autre joueur. S&apos;il s&apos;agit de la même personne, fusionnez-les plutôt.</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Le nom d&apos;un joueur ne peut pas être vide.</translation>
    </message>
    <message>
        <source>Make {gone} part of {kept}? Every game of {gone} becomes a game of {kept}, and the surer of their two ratings is kept. This cannot be undone.</source>
        <extracomment>The question before merging: {gone} is the player whose games move to {kept}.</extracomment>
        <translation>Intégrer {gone} à {kept} ? Toutes les parties de {gone} deviennent des parties de {kept}, et le plus fiable de leurs deux classements est conservé. Cette opération est irréversible.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <extracomment>[Merge players question] Button: make the two players one (a verb); the other button is Cancel.</extracomment>
        <translation>&amp;Fusionner</translation>
    </message>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>L&apos;historique des parties n&apos;est pas disponible : il n&apos;y a aucun score à afficher.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Jouez une partie jusqu&apos;au bout et son score apparaîtra ici.</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <extracomment>Shown in the scoreboard while the game history is being read, when that takes a moment.</extracomment>
        <translation>Lecture de l&apos;historique des parties…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <extracomment>Window title of the scoreboard (a noun).</extracomment>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <source>&amp;Hide assisted games (hints or undo used)</source>
        <extracomment>[Scoreboard dialog] Check box: leave out the games in which hints or undo were used.</extracomment>
        <translation>Masquer &amp;les parties assistées (conseils ou annulations)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <extracomment>Screen readers&apos; name of the check box that leaves out assisted games.</extracomment>
        <translation>Masquer les parties assistées</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problème avec l&apos;historique des parties</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s tabs.</extracomment>
        <translation>Pages du tableau des scores</translation>
    </message>
    <message>
        <source>&amp;Best scores</source>
        <extracomment>[Scoreboard dialog] Tab: the best scores of a kind of game.</extracomment>
        <translation>&amp;Meilleurs scores</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <extracomment>[Scoreboard dialog] Tab: one player&apos;s figures and charts.</extracomment>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>R&amp;atings</source>
        <extracomment>[Scoreboard dialog] Tab: the people who play here ranked by rating, with a chart.</extracomment>
        <translation>&amp;Classements</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <extracomment>[Scoreboard dialog] Tab: the latest finished games.</extracomment>
        <translation>&amp;Parties récentes</translation>
    </message>
    <message>
        <source>Export progress</source>
        <extracomment>Screen readers&apos; name of the export&apos;s progress bar.</extracomment>
        <translation>Progression de l&apos;export</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <extracomment>Text in the export&apos;s progress bar: %p is the percentage, which Qt fills in: keep “%p%”.</extracomment>
        <translation>Export en cours… %p %</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <extracomment>[Scoreboard dialog] Button: save the whole history of games as a CSV file (for spreadsheets); “…”: a file dialog opens.</extracomment>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exporter l&apos;historique au format CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Impossible de lire l&apos;historique des parties.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>Title of Export CSV&apos;s file dialog.</extracomment>
        <translation>Exporter l&apos;historique</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The type of file in Export CSV&apos;s file dialog: keep “(*.csv)”.</extracomment>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Il n&apos;y a aucun historique à exporter.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Aucune partie de ce type terminée pour l&apos;instant. Jouez-en une jusqu&apos;au bout et son score apparaîtra ici.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Toutes les parties de ce type jouées jusqu&apos;ici étaient assistées (conseils ou annulations). Décochez « Masquer les parties assistées » pour voir leurs scores.</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Column heading of the scoreboard&apos;s tables (best scores and recent games): when the game ended. Narrow: keep it short.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <extracomment>Screen readers&apos; name of the list of kinds of game on the Best scores tab.</extracomment>
        <translation>Type de partie</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Type de partie : choix</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the player&apos;s name.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the final score.</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>Best scores</source>
        <extracomment>Screen readers&apos; name of the table of best scores.</extracomment>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <extracomment>A name in the table of best scores with what assisted that game ({how}: “hints, undo”); keep the two spaces.</extracomment>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Assistée : des conseils (Conseil, panneau d&apos;analyse ou mode coach) ou l&apos;annulation d&apos;un lancer ont été utilisés dans cette partie</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games played.</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games played.</extracomment>
        <translation>Parties :</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games won.</extracomment>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Wins:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games won.</extracomment>
        <translation>Victoires :</translation>
    </message>
    <message>
        <source>Average</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the average score.</extracomment>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Average:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the average score.</extracomment>
        <translation>Moyenne :</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the best score (a noun).</extracomment>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Best:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the best score (a noun).</extracomment>
        <translation>Meilleur :</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the share of cards that earned the upper bonus (35 points for 63 or more in Ones to Sixes).</extracomment>
        <translation>Bonus du haut</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the share of cards that earned the upper bonus.</extracomment>
        <translation>Bonus du haut :</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Yam&apos;s obtenus</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Yam&apos;s obtenus :</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <extracomment>On the scoreboard&apos;s Players tab, the share of cards that earned the upper bonus: {percent} is 0 to 100.</extracomment>
        <translation>{percent} % des grilles</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from the list of players.</extracomment>
        <translation>Joueur : choix</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: give the chosen player another name.</extracomment>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <source>Mer&amp;ge with…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: make the chosen player and another one person (their games together).</extracomment>
        <translation>&amp;Fusionner avec…</translation>
    </message>
    <message>
        <source>Rename the player</source>
        <extracomment>Screen readers&apos; names of Rename… and Merge with… on the Players page.</extracomment>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <source>Merge the player with another</source>
        <translation>Fusionner le joueur avec un autre</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Toutes les parties terminées par {name} jusqu&apos;ici étaient assistées (conseils ou annulations). Décochez « Masquer les parties assistées » pour les voir.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <extracomment>Rules column of the recent games: {rules} (“one card · extra five Off”), then: played over the network.</extracomment>
        <translation>{rules} · réseau</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <extracomment>Read aloud for the Assisted cell of a game: {how} lists what helped (“hints, undo”).</extracomment>
        <translation>assistée : {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <extracomment>Read aloud for an empty Assisted cell: nothing helped.</extracomment>
        <translation>non assistée</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: each player&apos;s name and total.</extracomment>
        <translation>Joueurs et scores</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: the game&apos;s rules (cards, extra-five rule).</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Assisted</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: what helped the players (hints, undo), if anything.</extracomment>
        <translation>Assistée</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Screen readers&apos; name of the table of recent games.</extracomment>
        <translation>Parties récentes</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Seule la dernière partie est affichée.</numerusform>
            <numerusform>Seules les %n dernières parties sont affichées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;view the selected game</source>
        <extracomment>[Scoreboard dialog] Button on the Recent games tab: review the game selected in the list.</extracomment>
        <translation>&amp;Revoir la partie sélectionnée</translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Revoir la partie sélectionnée</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Ones to Sixes.</extracomment>
        <translation>Total du haut</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 35 points when Ones to Sixes add up to 63 or more.</extracomment>
        <translation>Bonus du haut</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 100 points for each extra five of a kind while Five of a Kind holds 50 (shown only when that rule is on). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Bonus Yam&apos;s</translation>
    </message>
    <message>
        <source>Lower total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Three of a Kind to Chance, with any bonus.</extracomment>
        <translation>Total du bas</translation>
    </message>
    <message>
        <source>Card total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): one card&apos;s total, when each player has several cards.</extracomment>
        <translation>Total grille</translation>
    </message>
    <message>
        <source>Grand total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): a player&apos;s total score, all cards together.</extracomment>
        <translation>Total général</translation>
    </message>
    <message>
        <source>Ones to Sixes added up.</source>
        <translation>Somme des cases As à Six.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} de plus quand les cases As à Six totalisent {threshold} ou plus. La référence est de trois dés de chaque face ({threshold} en tout) : « +4 d&apos;avance » signifie 4 points de plus que la référence dans les cases déjà remplies.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <extracomment>Tooltip of the score card&apos;s Extra-five bonus row. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>100 pour chaque Yam&apos;s supplémentaire marqué tant que la case Yam&apos;s contient 50 (selon la règle de Yam&apos;s supplémentaire choisie pour cette partie).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Somme des cases Brelan à Chance.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation>Somme des totaux et des bonus de cette grille. Au Triple, le ×2 ou ×3 qui suit indique que la grille compte double ou triple dans le total général.</translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Tout additionné : le score de la partie.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: in the Triple game, {player} the name, {card} 1 to 3, {multiplier} 1 to 3.</extracomment>
        <translation>{player}, grille {card} : compte ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: with several cards a player, {player} the name, {card} 1 to 3.</extracomment>
        <translation>{player}, grille {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: of the player on turn; {column} is the rest of it (“Ana, card 2”).</extracomment>
        <translation>{column} (à son tour)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column} : temps écoulé, la grille reste en l&apos;état</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Feuilles de score masquées : cette grille s&apos;affichera à la fin de la partie</translation>
    </message>
    <message>
        <source>out of time</source>
        <extracomment>Under a player&apos;s name in the score card&apos;s column heading (and read aloud): their time budget ran out. Narrow column: keep it short (lower case).</extracomment>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>card {card}</source>
        <extracomment>Second line of a player&apos;s column heading on the score card, and read aloud, when each player has several cards: {card} is 1 to 3. Narrow column (lower case).</extracomment>
        <translation>grille {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): it is this player&apos;s turn.</extracomment>
        <translation>à son tour</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): this player won (a noun).</extracomment>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): in the Triple game, the card {card} (1 to 3) and how many times it counts.</extracomment>
        <translation>grille {card} (compte ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <extracomment>Start of the tooltip of the box a player filled last; {name} is the player&apos;s name.</extracomment>
        <translation>Dernier coup de {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Grille {card} (compte ×{multiplier}), {box}, rapporterait {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Grille {card}, {box}, rapporterait {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <extracomment>Read aloud by screen readers for an open box of the player on turn: {box} its name, {points} what the dice would score there.</extracomment>
        <translation>{box}, rapporterait {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, masquée jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <extracomment>A Card total cell of the Triple game read aloud: {total} is the card&apos;s rows added up, {multiplier} the card&apos;s multiplier (2 or 3), {value} what it counts for.</extracomment>
        <translation>{total} fois {multiplier} égale {value}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <extracomment>Read aloud by screen readers for an empty total on the score card: nothing counted yet.</extracomment>
        <translation>rien pour l&apos;instant</translation>
    </message>
    <message>
        <source>{player}, {box}, {value}</source>
        <comment>a cell read aloud</comment>
        <translation>{player}, {box}, {value}</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <comment>a box&apos;s tooltip</comment>
        <translation>{box} : {rule}</translation>
    </message>
    <message>
        <source>Adds {points} now: click it, or select it with Up/Down and press Enter.</source>
        <translation>Rapporte {points} maintenant : cliquez dessus, ou sélectionnez-la avec Haut/Bas et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} points above par.</extracomment>
        <translation>+{points} d&apos;avance</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} (a positive number) points below par.</extracomment>
        <translation>{points} de retard</translation>
    </message>
    <message>
        <source>on par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. exactly at par so far.</extracomment>
        <translation>dans les temps</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <extracomment>Explains &quot;+4 over par&quot; in the Upper bonus cell. {par} and {upper} are points, {bonus} the bonus (35); %n the points still needed for it.</extracomment>
        <translation>
            <numerusform>La référence est de trois dés de chaque face : {par} pour les cases du haut déjà remplies, qui totalisent {upper}. Encore %n point dans les cases As à Six pour obtenir le bonus de {bonus}.</numerusform>
            <numerusform>La référence est de trois dés de chaque face : {par} pour les cases du haut déjà remplies, qui totalisent {upper}. Encore %n points dans les cases As à Six pour obtenir le bonus de {bonus}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scorecard</source>
        <extracomment>Screen readers&apos; name of the score card (a noun).</extracomment>
        <translation>Feuille de score</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>La stratégie des joueurs ordinateur n&apos;a pas pu être chargée : ils jouent de façon simplifiée pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light or dark as the computer is set.</extracomment>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: dark text on light colours (adjective).</extracomment>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light text on dark colours (adjective).</extracomment>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Window title of the Settings dialog.</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation>Les joueurs et les règles se choisissent dans Nouvelle partie : les modifier lance une nouvelle partie.</translation>
    </message>
    <message>
        <source>&amp;Play sounds (M)</source>
        <extracomment>[Settings dialog] Check box: the game&apos;s sounds on or off; (M) names the key that does the same in the game: keep it.</extracomment>
        <translation>Activer les &amp;sons (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <extracomment>Screen readers&apos; name of the check box Play sounds.</extracomment>
        <translation>Activer les sons</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <extracomment>Tooltip of the volume slider: {percent} is 0 to 100; write the percent sign as your language does.</extracomment>
        <translation>Volume : {percent} %</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <extracomment>[Settings dialog] Form label of the sound volume slider (a noun).</extracomment>
        <translation>Vol&amp;ume</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Screen readers&apos; name of the volume slider.</extracomment>
        <translation>Volume sonore</translation>
    </message>
    <message>
        <source>Colou&amp;rs</source>
        <extracomment>[Settings dialog] Form label of the list of colour schemes (Follow the system, Light, Dark).</extracomment>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <extracomment>Screen readers&apos; name of the list of colour schemes.</extracomment>
        <translation>Thème de couleurs</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>La langue des textes du jeu. « Langue du système » suit la langue réglée sur votre ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>[Settings dialog] Form label of the list of languages.</extracomment>
        <translation>La&amp;ngue</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Screen readers&apos; name of the Settings dialog&apos;s list of languages.</extracomment>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Coach &amp;mode: say when a move costs points</source>
        <extracomment>[Settings dialog] Check box: after each of the player&apos;s moves, a short note names the better move when theirs cost more than the threshold.</extracomment>
        <translation>&amp;Mode coach : signaler quand un coup coûte des points</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation>Après chacun de vos coups, une courte note indique le meilleur coup quand le vôtre a coûté plus que le nombre de points réglé ci-dessous. Les parties jouées avec le coach sont marquées comme assistées.</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <extracomment>Screen readers&apos; name of the coach mode check box.</extracomment>
        <translation>Mode coach</translation>
    </message>
    <message>
        <source> points</source>
        <extracomment>The unit after the number in a spin box (&quot;2.0 points&quot;); keep the space before it.</extracomment>
        <translation> points</translation>
    </message>
    <message>
        <source>Coach mode speaks &amp;up when a move costs more than:</source>
        <extracomment>[Settings dialog] Label above the spin box with the threshold, a number of points: coach mode speaks when a move costs more than that.</extracomment>
        <translation>Le mode coach &amp;intervient quand un coup coûte plus de :</translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than this many points</source>
        <translation>Le mode coach intervient quand un coup coûte plus que ce nombre de points</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <extracomment>Read aloud for the volume slider: {percent} is 0 to 100; write the percent sign as your language does.</extracomment>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>{name} ({level})</source>
        <extracomment>A computer player&apos;s name with its level (“Ben (Hard)”); {level} is Easy … Expert.</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>The board&apos;s heading and the status bar when the game has ended.</extracomment>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <extracomment>The board&apos;s heading and the status bar: whose turn it is; {name} is the player&apos;s name.</extracomment>
        <translation>Au tour de {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Tous les joueurs ont épuisé leur temps</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <extracomment>The result of a one-player game: the final score.</extracomment>
        <translation>
            <numerusform>Partie terminée : %n point</numerusform>
            <numerusform>Partie terminée : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Égalité : {names} et {last}, %n point chacun</numerusform>
            <numerusform>Égalité : {names} et {last}, %n points chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <extracomment>The result of a game: the winner and their score.</extracomment>
        <translation>
            <numerusform>{name} gagne avec %n point</numerusform>
            <numerusform>{name} gagne avec %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Les chances de victoire de chaque joueur à partir d&apos;ici, en jeu parfait</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Le meilleur score pour ce type de partie (joueurs, règles, grilles).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <extracomment>In the status bar at the foot of the window: {turn} is the turn&apos;s number, {turns} the turns of each player.</extracomment>
        <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <extracomment>In the status bar at the foot of the window: the rolls left in this turn (0 to 3).</extracomment>
        <translation>
            <numerusform>%n lancer restant</numerusform>
            <numerusform>%n lancers restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Temps {time} · {name} : {left} restant (en pause)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time and the time budget left to the player on turn, as minutes:seconds.</extracomment>
        <translation>Temps {time} · {name} : {left} restant</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds, while paused.</extracomment>
        <translation>Temps {time} (en pause)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds (“12:05”).</extracomment>
        <translation>Temps {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <extracomment>In the status bar at the foot of the window: each player&apos;s chance to win (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Chances : {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, before there is one.</extracomment>
        <translation>Record : —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, and who made it.</extracomment>
        <translation>Record : {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>L&apos;historique des parties est utilisé par un autre programme : les parties terminées ne peuvent pas être enregistrées pour le moment.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Le disque est plein : l&apos;historique des parties ne peut pas accueillir de nouvelles parties pour l&apos;instant. Les parties terminées attendent à côté et seront ajoutées dès qu&apos;il y aura de la place. Rien n&apos;a été modifié dans l&apos;historique.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Impossible d&apos;enregistrer l&apos;historique des parties : le dossier {folder} n&apos;est pas accessible en écriture, donc les parties terminées ne seront pas enregistrées. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>L&apos;historique des parties {file} n&apos;est pas accessible en écriture (le fichier est en lecture seule) : les parties terminées attendent à côté et y seront ajoutées dès qu&apos;il sera de nouveau accessible en écriture. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Impossible d&apos;ouvrir l&apos;historique des parties ({reason}) : les parties terminées attendent à côté et y seront ajoutées dès qu&apos;il pourra être ouvert. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Impossible de lire l&apos;historique des parties : {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>L&apos;historique des parties est endommagé et a été laissé tel quel : son dossier {folder} n&apos;est pas accessible en écriture, donc l&apos;enregistrement est désactivé.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>L&apos;historique des parties est endommagé et n&apos;a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Impossible d&apos;afficher l&apos;historique des parties : {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>conseils</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>annulation</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>La partie sauvegardée n&apos;a pas pu être restaurée : une nouvelle partie a donc commencé. Le fichier endommagé a été conservé sous le nom {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>La partie sauvegardée n&apos;a pas pu être restaurée : une nouvelle partie a donc commencé.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>L&apos;historique n&apos;a pas été exporté vers {file} : c&apos;est l&apos;un des fichiers propres à Five Dice, où il conserve vos parties et vos paramètres. Rien n&apos;a été écrit ; choisissez un autre nom ou un autre dossier.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Le disque est plein, l&apos;historique n&apos;a donc pas pu être écrit dans {file}. Libérez de l&apos;espace sur ce disque ou choisissez-en un autre.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Impossible d&apos;écrire l&apos;historique dans {file} : {reason}</translation>
    </message>
    <message>
        <source>The game history could not be changed: {reason}</source>
        <translation>Impossible de modifier l&apos;historique des parties : {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>L&apos;historique des parties contient des règles que cette version de Five Dice ne connaît pas : {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Le marqueur de version de l&apos;historique des parties était endommagé et a été réparé ; toutes les parties qu&apos;il contient sont conservées.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>L&apos;historique des parties ne peut pas être enregistré dans ce dossier.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Impossible d&apos;ouvrir l&apos;historique des parties : {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>L&apos;historique des parties est endommagé et un nouvel historique n&apos;a pas pu être créé : {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Le fichier prévu pour l&apos;historique des parties n&apos;était pas un historique Five Dice : un nouvel historique a donc été créé (ce fichier a été conservé sous le nom {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>L&apos;historique des parties était endommagé : un nouvel historique a donc été créé (l&apos;ancien fichier a été conservé sous le nom {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Impossible de lire l&apos;historique des parties.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>L&apos;enregistrement fonctionne de nouveau : cette partie et vos paramètres sont conservés.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>La partie terminée qui attendait de la place est maintenant conservée et sera ajoutée à votre historique.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Le disque est plein, Five Dice ne peut donc pas enregistrer pour le moment. Libérez de l&apos;espace sur le disque : l&apos;enregistrement reprendra de lui-même, et rien n&apos;est perdu tant que Five Dice reste ouvert.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Le disque est plein, Five Dice ne peut donc pas enregistrer : cette partie, vos paramètres et votre historique ne seront pas conservés. Libérez de l&apos;espace sur le disque et relancez Five Dice.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Enregistrement désactivé : Five Dice ne peut pas écrire dans le dossier de données. Vous pouvez continuer à jouer, mais cette partie, vos paramètres et votre historique ne seront pas conservés.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Enregistrement désactivé : Five Dice ne peut pas écrire dans {folder}. Vous pouvez continuer à jouer, mais cette partie, vos paramètres et votre historique ne seront pas conservés.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>L&apos;historique est occupé ; cette partie y sera ajoutée dès qu&apos;il sera libre.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Cette partie n&apos;a pas encore pu être ajoutée à votre historique ; elle est conservée et sera ajoutée au prochain démarrage.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Le disque est plein : cette partie attend à côté de votre historique et y sera ajoutée dès qu&apos;il y aura de la place.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Cette partie n&apos;a pas encore pu être enregistrée. Five Dice la garde et réessaie à chaque enregistrement : laissez Five Dice ouvert jusqu&apos;à ce qu&apos;il indique que la partie est conservée.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Le disque est plein, cette partie n&apos;a donc pas encore pu être enregistrée. Five Dice la garde : libérez de l&apos;espace sur le disque et laissez Five Dice ouvert jusqu&apos;à ce qu&apos;il indique que la partie est conservée.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <extracomment>A list of players&apos; names: {names} is all but the last, joined by commas, {last} the last (“Ana, Ben and Cy”).</extracomment>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <extracomment>{name} is a person&apos;s name; {score} their total in this game, {old} their best before it in this kind of game.</extracomment>
        <translation>Nouveau record personnel pour {name} : {score} (précédent : {old}).</translation>
    </message>
    <message>
        <source>This game was played with help ({how}), so the scoreboard marks it as assisted.</source>
        <extracomment>{how} is the help used in the game, e.g. &quot;hints, undo&quot;.</extracomment>
        <translation>Cette partie a été jouée avec de l&apos;aide ({how}) : le tableau des scores la marque donc comme assistée.</translation>
    </message>
    <message>
        <source>First score for this kind of game, {kind}: {who} scored {score}.</source>
        <extracomment>{kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total.</extracomment>
        <translation>Premier score pour ce type de partie, {kind} : {who}, {score} points.</translation>
    </message>
    <message>
        <source>{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {score} is the person&apos;s total.</extracomment>
        <translation>Premier score au tableau des scores pour ce type de partie, {kind} : {who}, {score} points.</translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <extracomment>{who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total, {old} the best score of this kind of game before it.</extracomment>
        <translation>Nouveau record pour ce type de partie : {who}, {score} (précédent : {old}) !</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {score} the person&apos;s total, {old} the best score of this kind of game before it.</extracomment>
        <translation>Nouveau record au tableau des scores pour ce type de partie : {who}, {score} (précédent : {old}).</translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>L&apos;historique des parties n&apos;est pas disponible.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Impossible de rejouer cette partie : {reason}</translation>
    </message>
    <message>
        <source>Triple</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): the Triple game (three cards counting ×1, ×2 and ×3); short.</extracomment>
        <translation>Triple</translation>
    </message>
    <message>
        <source>one card</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills one score card.</extracomment>
        <translation>une grille</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills %n score cards (2 or 3).</extracomment>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · Yam&apos;s supplémentaire : {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker); hidden sheets: the players did not see each other&apos;s cards. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · Yam&apos;s supplémentaire : {extra_five} · feuilles masquées</translation>
    </message>
    <message>
        <source>Solo</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): one player alone (short; a noun or adjective).</extracomment>
        <translation>Solo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): how many players, 2 to 4.</extracomment>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {players} is “Solo” or “2 players”, {rules} the rules (“one card · extra five Off”). Keep the middle dot.</extracomment>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>il a été écrit par une version plus récente de Five Dice (schéma {version} ; celle-ci connaît jusqu&apos;au schéma {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Vos paramètres n&apos;ont pas pu être lus : les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Votre fichier de paramètres était endommagé : les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Votre fichier de paramètres était endommagé : les valeurs par défaut sont utilisées (fichier conservé sous le nom {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Le jeu parfait de l&apos;ordinateur Difficile n&apos;a pas pu être calculé : il joue de façon plus simple pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Calcul du jeu parfait pour l&apos;ordinateur Difficile ({percent} %) : cette opération n&apos;a lieu qu&apos;une fois.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Start a new game?</source>
        <extracomment>Question before a new game starts while one is in progress (it would be lost).</extracomment>
        <translation>Commencer une nouvelle partie ?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>&amp;Start new game</source>
        <extracomment>[Confirm box] Button of the question before a new game: start it, losing the game in progress.</extracomment>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <extracomment>Question before Restart, while a game is in progress.</extracomment>
        <translation>Recommencer cette partie ?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Tout ce qui a été joué jusqu&apos;ici sera perdu ; les mêmes joueurs recommencent avec de nouveaux dés.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Confirm box] Button of the question before a restart: start this game again (a verb).</extracomment>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <extracomment>The game&apos;s name: the main window&apos;s title, and the title of the question before a game in progress is lost.</extracomment>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <extracomment>[Confirm box] Button of the question before a new game or a restart: keep the game in progress (the default).</extracomment>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the analysis panel beside the board (a noun).</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game has ended.</extracomment>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: a computer player, {name}, is playing its turn.</extracomment>
        <translation>{name} joue.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game is paused.</extracomment>
        <translation>En pause.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Lancez les dés pour voir chaque choix avec son score final espéré.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Calcul du jeu parfait…</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Le jeu parfait est encore en cours de calcul ; redemandez un conseil dans un instant.</translation>
    </message>
</context>
</TS>
