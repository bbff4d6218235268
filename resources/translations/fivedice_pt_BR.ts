<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Escolha os jogadores e as regras e comece uma nova partida</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nova partida</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Desfaz o último lançamento ou a última casa preenchida</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>desfazer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Para o relógio e esconde o tabuleiro</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pausar ou continuar</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Recomeça esta partida com os mesmos jogadores e regras</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Mostra a melhor jogada agora, segundo o jogo perfeito (a partida fica marcada como assistida)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>dica (a partida conta como assistida)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Mostra cada opção com sua pontuação final esperada (a partida fica marcada como assistida)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>painel de análise (a partida conta como assistida)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Chances de vitória</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>A chance de vitória de cada jogador, na barra de status (em partidas com dois ou mais jogadores)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Melhores pontuações e estatísticas do seu histórico de partidas</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>placar</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Toca os sons dos dados e das casas</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>ligar ou desligar o som</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Abrir uma mesa…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Jogue com pessoas em outros computadores desta rede: abra uma mesa em que elas possam entrar</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Entrar numa mesa…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Sente-se a uma mesa aberta em outro computador desta rede</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Configurações…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Velocidade do computador, animação, som e cores</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>configurações</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>As regras do Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>como jogar (esta página)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Todas as teclas do jogo, em Como jogar</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Sobre o Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>A versão do Five Dice e o que ele é</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Fecha o Five Dice (sua partida fica salva)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>sair (a partida fica salva)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Espaço ou R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>rolar</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 a 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>guardar ou soltar um dado</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Seta para cima ou para baixo</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>escolher uma casa</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>preencher a casa escolhida</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>pular para o fim da vez de um jogador do computador (as outras teclas esperam enquanto ele joga)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab ou Shift+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>mover entre os controles; Enter ou Espaço aciona o que estiver em foco</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} ou {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Volta a contar o tempo e mostra o tabuleiro</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nova partida.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} tirou {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name} ficou sem tempo.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Desfeito.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pausado.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Retomado.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Sem lançamentos: escolha uma casa.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>Resta %n lançamento.</numerusform>
            <numerusform>Restam %n lançamentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} preencheu uma casa.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marcou {points} em {box}, com {bonus} pontos de bônus de General extra, e ganhou os {upper_bonus} pontos do bônus superior.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} marcou {points} em {box}, com {bonus} pontos de bônus de General extra.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marcou {points} em {box} e ganhou os {upper_bonus} pontos do bônus superior.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} marcou {points} em {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marcou {points} em {box} na cartela {card}, com {bonus} pontos de bônus de General extra, e ganhou os {upper_bonus} pontos do bônus superior.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} marcou {points} em {box} na cartela {card}, com {bonus} pontos de bônus de General extra.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marcou {points} em {box} na cartela {card} e ganhou os {upper_bonus} pontos do bônus superior.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} marcou {points} em {box} na cartela {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Vez de {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Fim de jogo.</translation>
    </message>
    <message>
        <source>Game over: everyone ran out of time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The game in progress was played at a network table. It goes on here, at this computer: the players who were elsewhere now play here.</source>
        <translation>A partida em andamento era jogada numa mesa em rede. Ela continua aqui, neste computador: os jogadores que estavam em outros computadores agora jogam aqui.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>O Five Dice já está aberto em {folder}. Ele não respondeu ao pedido para passar para o primeiro plano. Mude para ele ou feche-o antes de abrir o Five Dice de novo.</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <translation>Five Dice</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Ones</source>
        <translation>Uns</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatros</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Trinca</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Quadra</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Sequência menor</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Sequência maior</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>A soma dos dados que mostram 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>A soma dos dados que mostram 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>A soma dos dados que mostram 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>A soma dos dados que mostram 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>A soma dos dados que mostram 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>A soma dos dados que mostram 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>A soma dos cinco dados se pelo menos três mostrarem a mesma face.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>A soma dos cinco dados se pelo menos quatro mostrarem a mesma face.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 por três dados de uma face e dois de outra.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 por quatro faces em sequência (1-2-3-4, 2-3-4-5 ou 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 por cinco faces em sequência (1-2-3-4-5 ou 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 quando os cinco dados mostram a mesma face.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>A soma dos cinco dados, sempre.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Nenhuma partida terminada ainda</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontuações</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Partidas por faixa de pontuação. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Partida, da mais antiga à mais recente</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Última partida</numerusform>
            <numerusform>Últimas %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n partida recente, última {score}, média recente {average}</numerusform>
            <numerusform>%n partidas recentes, última {score}, média recente {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Média das últimas 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>O jogo perfeito ainda está sendo calculado; peça a dica de novo daqui a pouco.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>O jogo perfeito ainda está sendo calculado; abra a revisão de novo daqui a pouco.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Pontuação final esperada de cada opção (jogo perfeito)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Pontuação final esperada de cada opção (aproximada com várias cartelas e no jogo Triplo)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Role os dados para começar sua vez.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Role os dados para começar sua vez — aproximado.</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: fill {box}, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: fill {box} on card {card}, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: hold {dice} and roll, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: reroll all five, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: filling {box} cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: filling {box} on card {card} cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: holding {dice} and rolling cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: rerolling all five cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to fill {box}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to fill {box} on card {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to hold {dice} and roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to reroll all five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(approximate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Opção</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Pontuação esperada</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Diferença</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>melhor</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Sua opção atual</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Opções e suas pontuações finais esperadas</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Chances de vitória: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Instantânea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animar os dados rolando</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Velocidade do computador</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: opções</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Dado {number}: ainda não rolado</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Clique ou pressione {key} para guardá-lo ou soltá-lo.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>GUARDADO</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>GUARDAR?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>De quem é a vez</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rolar</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Como jogar (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Recomeçar com os mesmos jogadores e regras</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Pular para o fim da vez do computador (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Rolar os dados não guardados (Espaço ou R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausado</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Rodada {turn} de {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computador, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Pular para o fim (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Rolar de novo (resta %n)</numerusform>
            <numerusform>Rolar de novo (restam %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Sem lançamentos: escolha uma casa</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Jogue de novo com os mesmos jogadores ou prepare uma nova partida com N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Pausado: pressione P ou escolha Continuar para seguir.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} está jogando em outro computador.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} está jogando. Pressione Esc ou clique para pular para o fim da vez.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Pressione Espaço ou R para rolar.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Guarde dados com um clique ou com 1–5, role de novo ou escolha uma casa na cartela.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Escolha uma casa na cartela: clique nela ou use as setas para cima/baixo e Enter.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>um</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dois</translation>
    </message>
    <message>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Dado {number}: oculto durante a pausa</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Dado {number}: {face}, guardado</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Dado {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>{name} ficou sem tempo</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} preencheu uma casa</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} marcou {points} em {box} na cartela {card} e conquistou o bônus superior (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} marcou {points} em {box} na cartela {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} marcou {points} em {box} e conquistou o bônus superior (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} marcou {points} em {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: a casa General tem 50 em todas as cartelas.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: a casa General já tem 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Coringa livre: este lançamento pode ir em qualquer casa livre com valor integral.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Sem bônus: nem toda cartela tem 50 na casa General.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Sem bônus: a casa General tem 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Regra do coringa: o lançamento deve ir em {box}, a casa superior da sua face.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Regra do coringa: a casa {box} já está preenchida, então qualquer casa inferior livre o aceita com valor integral.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Regra do coringa: nenhuma casa inferior está livre, então ele vai numa casa superior valendo 0.</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99%</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{player} {chance}</source>
        <comment>a player&apos;s chance to win</comment>
        <translation>{player} {chance}</translation>
    </message>
    <message>
        <source>{name}&apos;s card is hidden until the game ends.</source>
        <translation>A cartela de {name} fica oculta até o fim da partida.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Cartela {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Cartela {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Total geral: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Superior {upper} + bônus superior {upper_bonus} + inferior {lower} + bônus de General extra {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Superior {upper} + bônus superior {upper_bonus} + inferior {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Superior {upper} + inferior {lower} + bônus de General extra {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Superior {upper} + inferior {lower} = {total}</translation>
    </message>
    <message>
        <source>{sum}, ×{multiplier} = {value}</source>
        <translation>{sum}, ×{multiplier} = {value}</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>The history could not be written to {file}.</source>
        <translation>Não foi possível gravar o histórico em {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>O que os outros jogadores fizeram por último</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tempo restante</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Por que estas casas</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: restam {time} (pausado)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: restam {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name} tem %n segundo restante.</numerusform>
            <numerusform>{name} tem %n segundos restantes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>General!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Bônus superior +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>A partida dura %n rodada por jogador, uma casa por rodada.</numerusform>
            <numerusform>A partida dura %n rodadas por jogador, uma casa por rodada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>Nesta partida, cada jogador tem &lt;b&gt;%n minuto&lt;/b&gt; para pensar durante toda a partida, contado só durante a própria vez. Quem fica sem tempo sai da partida: sua cartela fica como está e os outros continuam jogando.</numerusform>
            <numerusform>Nesta partida, cada jogador tem &lt;b&gt;%n minutos&lt;/b&gt; para pensar durante toda a partida, contados só durante a própria vez. Quem fica sem tempo sai da partida: sua cartela fica como está e os outros continuam jogando.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Esta partida não tem limite de tempo.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>versão {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Sobre o Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Cinco dados, três lançamentos, treze casas: o clássico jogo de dados para um a quatro jogadores, com adversários do computador que chegam ao jogo perfeito e um treinador que o conhece.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Como jogar Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>O Five Dice já está aberto em {folder} (processo {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>O Five Dice já está aberto em {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Padrão do sistema</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Mais ações</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>A partida terminou: comece uma nova partida para jogar de novo.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>A partida está pausada: retome-a para continuar.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Não há mais lançamentos nesta vez: escolha uma casa para preencher.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Role primeiro: só dá para guardar dados depois do primeiro lançamento da vez.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Não há mais lançamentos nesta vez, então não adianta guardar dados.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Role primeiro: só dá para preencher uma casa depois de um lançamento.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>A casa {box} da cartela {card} já está preenchida.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>A casa {box} já está preenchida.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>A regra do coringa não permite a casa {box} para este lançamento de cinco iguais; ele pode ir em: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Não há nada para desfazer: os dados foram rolados depois daquela casa.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Não há nada para desfazer.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>A partida terminou: não há o que pausar.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>A conexão com a mesa foi perdida.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Este aplicativo deixou de acompanhar a partida do anfitrião e por isso saiu da mesa.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Os dados do anfitrião não eram os da partida dele, então a partida não foi mantida.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>O código de acesso estava errado: o código tem quatro dígitos.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Não foi possível conectar a uma mesa em {address}, porta {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>A mesa enviou mensagens que este aplicativo não entende.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>O código de acesso estava errado.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>O anfitrião fechou a mesa.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>A partida do anfitrião perdeu a sincronia com a mesa, então a mesa foi fechada.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Seu aplicativo violou o protocolo da mesa: até logo.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Seu computador enviou códigos de acesso errados demais: espere um minuto.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>A partida desta mesa terminou.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>A partida desta mesa já começou.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>A mesa está cheia.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Esta mesa não reconhece o seu lugar: entre nela de novo.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Você ficou ausente por tempo demais: seu lugar saiu da partida.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Seu lugar ainda está ocupado por uma conexão na mesa.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Você saiu da mesa.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Só o anfitrião pode pausar a partida; o pedido foi enviado a ele.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Só o anfitrião pode retomar a partida.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>A partida ainda não começou.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>Numa partida em rede, é o computador do anfitrião que conduz a partida; envie um pedido a ele.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Não é possível desfazer em partidas em rede.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Só o anfitrião pode fazer isso.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Essa jogada não é permitida.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>As regras não permitem isso agora.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>A partida está pausada.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Abrir uma mesa na rede</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Jogador remoto</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Uma pessoa aqui, o computador ou um lugar vago para um jogador em outro computador</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Jogador {number}: aqui, computador ou remoto</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nome da mesa</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir a mesa</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (no computador do anfitrião)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Lugar vago: esperando um jogador…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (ausente: pode voltar)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (entrou)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Mesa em rede</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>o endereço deste computador</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Os jogadores entram em {address}, porta {port}, com o código {code}.
As mesas desta rede também aparecem em Entrar numa mesa.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Código de acesso {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fechar a mesa</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Começar sem os lugares vagos</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Entrar numa mesa</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Mesas encontradas nesta rede</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Procurar de novo</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>ex.: {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código de acesso</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Procurando mesas nesta rede…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Lugares na mesa</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Mesas nesta rede</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} em {address}, porta {port} (lugares vagos: {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Escolha uma mesa ou digite o endereço e a porta dela.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Digite o endereço do anfitrião ou escolha uma mesa encontrada nesta rede.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>O código de acesso tem quatro dígitos: ele aparece na tela do anfitrião.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Entrando em {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Você tem um lugar. A partida começa quando o anfitrião iniciá-la.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} entrou na mesa.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} saiu da mesa.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} voltou à mesa.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} não voltou a tempo e está fora da partida.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} pede uma pausa (P pausa a partida para todos).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>A mesa em rede foi fechada: esta partida continua aqui, neste computador.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>A conexão com a mesa foi perdida: reconectando…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Um jogador</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Não foi possível abrir a mesa: este computador não aceitou conexões.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Não foi possível começar a partida: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Não é possível procurar mesas aqui: digite o endereço.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} A partida fica na tela como estava.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Cinco iguais depois de a casa General estar preenchida pontuam como qualquer outro lançamento: sem bônus, sem coringa.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Cinco iguais depois de a casa General estar preenchida rendem {bonus} se ela tiver 50 e são um coringa obrigatório: a casa superior da face, se estiver livre; senão, qualquer casa inferior (Full House 25, sequências 30 e 40); senão, 0 numa casa superior.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Cinco iguais depois de a casa General ser preenchida com 50 rendem {bonus} e podem ir em qualquer casa livre como coringa (Full House 25, sequências 30 e 40); se ela tiver 0, são um lançamento comum.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Jogo Triplo: cinco iguais rendem {bonus} × o multiplicador da cartela enquanto a casa General tiver 50 nas três cartelas, e só são coringa obrigatório quando General e a casa superior da face estiverem preenchidas nas três.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Triplo (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n cartela</numerusform>
            <numerusform>%n cartelas</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Nome do jogador {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>O jogador {number} é uma pessoa ou o computador</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Nível do computador do jogador {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jogadores</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quantos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>General extra</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Cartelas por jogador</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Limite de tempo</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Limite de tempo por jogador</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min por jogador</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minutos por jogador</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Cartelas abertas</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Desmarcado, cada jogador vê só a própria cartela durante a partida: as casas e os totais dos outros jogadores mostram ? até o fim da partida.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Cartelas</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Vez do computador</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Começar nova partida</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Com um só jogador, não há outra cartela para ocultar.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Todos veem todas as cartelas. Desmarque para ocultar as cartelas dos outros até o fim.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Cada jogador vê só a própria cartela: as casas e os totais dos outros mostram ? até o fim da partida.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Fechar mensagem</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (mais %n)</numerusform>
            <numerusform>{message}  (mais %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>A partida foi pausada enquanto o computador estava em suspensão. O tempo de ausência não conta.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>A partida foi pausada enquanto a janela estava minimizada.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}º</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revisar partida</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Cada uma das suas decisões comparada ao jogo perfeito</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Estes números são aproximados com várias cartelas e no jogo Triplo.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: rerolling all five cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n decisions, {cost} expected points given away against perfect play.</source>
        <translation>
            <numerusform>{name}: %n decisão, {cost} pontos esperados perdidos em relação ao jogo perfeito.</numerusform>
            <numerusform>{name}: %n decisões, {cost} pontos esperados perdidos em relação ao jogo perfeito.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (cartela {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>rolar</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>rolar os cinco de novo</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>guardar {dice} e rolar</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} guardado</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dados: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revisão da partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Os maiores erros:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Nenhum erro: todas as decisões foram as melhores.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Todas as decisões</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Lançamento</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Opção</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Custo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Revisão de {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Não houve decisões para revisar.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Revisão</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Desativado</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Oficial (coringa obrigatório)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Coringa livre</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>O histórico de partidas não está disponível, então não há pontuações para mostrar.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Nenhuma partida terminada ainda. Jogue uma partida até o fim e a pontuação dela aparecerá aqui.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Nenhuma partida deste tipo terminada ainda. Jogue uma até o fim e a pontuação dela aparecerá aqui.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Todas as partidas deste tipo até agora foram assistidas (dicas ou lançamentos desfeitos). Desmarque “Ocultar partidas assistidas” para ver as pontuações delas.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problema no histórico de partidas</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Páginas do placar</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Ocultar partidas assistidas (com dicas ou lançamentos desfeitos)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Ocultar partidas assistidas</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Tipo de partida</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Tipo de partida: opções</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Melhores pontuações</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Jogador: opções</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Vitórias:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Média:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Melhor:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bônus superior</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Bônus superior:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Lançamentos de General</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Lançamentos de General:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recentes</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Jogadores e pontuações</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistida</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Só a última partida é listada.</numerusform>
            <numerusform>Só as últimas %n partidas são listadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Revisar a partida selecionada</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Progresso da exportação</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Exportando… %p%</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exportar o histórico como CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Não foi possível ler o histórico de partidas.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · em rede</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>assistida: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>não assistida</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Assistida: nesta partida foram usadas dicas (a dica, o painel de análise ou o modo treinador) ou um lançamento foi desfeito</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Todas as partidas que {name} terminou até agora foram assistidas (dicas ou lançamentos desfeitos). Desmarque “Ocultar partidas assistidas” para vê-las.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent}% das cartelas</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Exportar o histórico</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Não há histórico de partidas para exportar.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Total superior</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bônus superior</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Bônus de General extra</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Total inferior</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Total da cartela</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total geral</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} acima do par</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} abaixo do par</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>no par</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Ones to Sixes added up.</source>
        <translation>Soma de Uns a Seis.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} a mais quando Uns…Seis somam {threshold} ou mais. O par é três dados de cada face ({threshold} no total): “+4 acima do par” significa 4 pontos a mais que o par nas casas preenchidas até agora.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 por cada General extra marcado enquanto a casa General tem 50 (pela regra de General extra escolhida para esta partida).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Soma de Trinca a Chance.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Tudo somado: a pontuação da partida.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, cartela {card}: vale ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, cartela {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (jogando agora)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: sem tempo, a cartela fica como está</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Cartelas ocultas: esta cartela aparece quando a partida terminar</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>sem tempo</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>cartela {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>jogando agora</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vencedor</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>cartela {card} (vale ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Última jogada de {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Cartela {card} (vale ×{multiplier}), {box}, marcaria {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Cartela {card}, {box}, marcaria {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, marcaria {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, oculta até o fim da partida</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>livre</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nada ainda</translation>
    </message>
    <message>
        <source>{player}, {box}, {value}</source>
        <comment>a cell read aloud</comment>
        <translation>{player}, {box}, {value}</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <comment>a box&apos;s tooltip</comment>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Adds {points} now: click it, or select it with Up/Down and press Enter.</source>
        <translation>Soma {points} agora: clique nela ou selecione-a com as setas para cima/baixo e pressione Enter.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Cartela</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Não foi possível carregar a estratégia dos jogadores do computador, então por enquanto eles jogam de forma simples.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Tocar sons (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Tocar sons</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Volume: {percent}%</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume do som</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Cores</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Esquema de cores</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>O idioma dos textos do jogo. “Padrão do sistema” segue o idioma configurado no seu computador.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Modo treinador: avisar quando uma jogada custa pontos</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Modo treinador</translation>
    </message>
    <message>
        <source> points</source>
        <translation> pontos</translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than this many points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation>Jogadores e regras são escolhidos em Nova partida: mudá-los começa uma nova partida.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Vez de {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Todos ficaram sem tempo</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Fim de jogo: %n ponto</numerusform>
            <numerusform>Fim de jogo: %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Empate: {names} e {last}, %n ponto cada</numerusform>
            <numerusform>Empate: {names} e {last}, %n pontos cada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} vence com %n ponto</numerusform>
            <numerusform>{name} vence com %n pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>A chance de vitória de cada jogador a partir daqui, com jogo perfeito</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>A melhor pontuação neste tipo de partida (jogadores, regras, cartelas).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Rodada {turn} de {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>Resta %n lançamento</numerusform>
            <numerusform>Restam %n lançamentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Tempo {time} · {name}: restam {left} (pausado)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Tempo {time} · {name}: restam {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Tempo {time} (pausado)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Tempo {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Chances: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Melhor: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Melhor: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>O histórico de partidas está sendo usado por outro programa, então as partidas terminadas não podem ser registradas agora.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>O disco está cheio, então o histórico de partidas não pode receber novas partidas agora: as partidas terminadas esperam ao lado dele e serão adicionadas quando houver espaço. Nada no histórico foi alterado.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Não é possível salvar o histórico de partidas: não dá para gravar na pasta {folder}, então as partidas terminadas não serão registradas. Nada foi alterado.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>Não é possível gravar no histórico de partidas {file} (o arquivo é somente leitura): as partidas terminadas esperam ao lado dele e serão adicionadas quando ele puder ser gravado de novo. Ele foi deixado como está.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Não é possível abrir o histórico de partidas ({reason}): as partidas terminadas esperam ao lado dele e serão adicionadas quando ele puder ser aberto. Ele foi deixado como está.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>O histórico de partidas está danificado e foi deixado como está: não dá para gravar na pasta {folder}, então o salvamento está desativado.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>O histórico de partidas está danificado e não pôde ser posto de lado.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Não é possível mostrar o histórico de partidas: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Não foi possível restaurar a partida salva, então uma nova partida começou. O arquivo danificado foi mantido como {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Não foi possível restaurar a partida salva, então uma nova partida começou.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>O histórico não foi exportado para {file}: esse é um dos arquivos do próprio Five Dice, onde ele guarda suas partidas e configurações. Nada foi gravado; escolha outro nome ou outra pasta.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>O disco está cheio, então não foi possível gravar o histórico em {file}. Libere espaço nesse disco ou escolha outro.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Não foi possível gravar o histórico em {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Não foi possível ler o histórico de partidas: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>O histórico de partidas tem regras que esta versão do Five Dice não conhece: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>A marca de versão do histórico de partidas estava danificada e foi reparada; todas as partidas nele foram mantidas.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>Não é possível salvar o histórico de partidas nesta pasta.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Não é possível abrir o histórico de partidas: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>O histórico de partidas está danificado e não foi possível começar um novo: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>O arquivo no lugar do histórico de partidas não era um histórico do Five Dice, então um novo histórico foi iniciado (aquele arquivo foi mantido como {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>O histórico de partidas estava danificado, então um novo foi iniciado (o arquivo antigo foi mantido como {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Não é possível ler o histórico de partidas.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>O salvamento voltou a funcionar: esta partida e suas configurações estão sendo salvas.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>A partida terminada que esperava espaço agora está guardada e será adicionada ao seu histórico.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>O disco está cheio, então o Five Dice não consegue salvar agora. Libere espaço no disco: o salvamento volta a funcionar sozinho, e nada se perde enquanto o Five Dice ficar aberto.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>O disco está cheio, então o Five Dice não consegue salvar: esta partida, suas configurações e seu histórico não serão salvos. Libere espaço no disco e abra o Five Dice de novo.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Salvamento desativado: o Five Dice não consegue gravar na pasta de dados. Você pode continuar jogando, mas esta partida, suas configurações e seu histórico não serão salvos.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Salvamento desativado: o Five Dice não consegue gravar em {folder}. Você pode continuar jogando, mas esta partida, suas configurações e seu histórico não serão salvos.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>O histórico está ocupado; esta partida será adicionada assim que ele ficar livre.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Ainda não foi possível adicionar esta partida ao seu histórico; ela foi mantida e será adicionada na próxima vez que o jogo for aberto.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>O disco está cheio: esta partida espera ao lado do seu histórico e será adicionada quando houver espaço.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Ainda não foi possível salvar esta partida. O Five Dice a mantém e tenta de novo a cada salvamento: deixe o Five Dice aberto até ele avisar que a partida está guardada.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>O disco está cheio, então ainda não foi possível salvar esta partida. O Five Dice a mantém: libere espaço no disco e deixe o Five Dice aberto até ele avisar que a partida está guardada.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} e {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Novo recorde pessoal de {name}: {score} (antes: {old}).</translation>
    </message>
    <message>
        <source>This game was played with help ({how}), so the scoreboard marks it as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First score for this kind of game, {kind}: {who} scored {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <translation>Novo recorde neste tipo de partida: {who}, {score} (antes: {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>O histórico de partidas não está disponível.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Não é possível rever essa partida: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>dicas</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>lançamentos desfeitos</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Triplo</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>uma cartela</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n cartela</numerusform>
            <numerusform>%n cartelas</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · General extra: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · General extra: {extra_five} · cartelas ocultas</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>ele foi gravado por uma versão mais nova do Five Dice (esquema {version}; esta conhece até o {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Não foi possível ler suas configurações, então as configurações padrão estão sendo usadas.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Seu arquivo de configurações estava danificado, então as configurações padrão estão sendo usadas.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Seu arquivo de configurações estava danificado, então as configurações padrão estão sendo usadas (ele foi mantido como {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Não foi possível calcular o jogo perfeito para o computador Difícil, então por enquanto ele joga de forma mais simples.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Calculando o jogo perfeito para o computador Difícil ({percent}%): isso só acontece uma vez.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Five Dice</source>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuar jogando</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Começar uma nova partida?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>A partida em andamento será perdida.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Começar nova partida</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Reiniciar esta partida?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Tudo o que foi jogado até agora será perdido; os mesmos jogadores recomeçam com dados novos.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>O jogo perfeito ainda está sendo calculado; peça a dica de novo daqui a pouco.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} está jogando.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pausado.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Role os dados para ver cada opção com sua pontuação final esperada.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Calculando o jogo perfeito…</translation>
    </message>
</context>
</TS>
