<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
<context>
    <name>AppSettings</name>
    <message>
        <source>Could not read the settings file {path}; using the defaults.</source>
        <translation>Não foi possível ler o ficheiro de definições {path}; usam-se as predefinições.</translation>
    </message>
    <message>
        <source>Ignored the remembered {key!r} ({raw!r}): not valid.</source>
        <translation>Ignorado o valor guardado de {key!r} ({raw!r}): não é válido.</translation>
    </message>
    <message>
        <source>Ignored the remembered {keys}: not plain values.</source>
        <translation>Ignorados os valores guardados de {keys}: não são valores simples.</translation>
    </message>
    <message>
        <source>Ignored the remembered window layout: not valid.</source>
        <translation>Ignorada a disposição guardada da janela: não é válida.</translation>
    </message>
</context>
<context>
    <name>BlokusBoardView</name>
    <message>
        <source>&lt;h3&gt;Blokus Uno&lt;/h3&gt;&lt;p&gt;One player places pieces on a 14 × 14 board: 1x1 squares, 2x2 squares and crosses of five squares. Columns are A–N, rows 1–14 from the top.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;A piece lies on empty squares only.&lt;/li&gt;&lt;li&gt;It never shares an edge with one of the player's pieces; it may touch the other (grey) pieces along an edge.&lt;/li&gt;&lt;li&gt;The first piece covers a corner of the board; every later one touches one of the player's pieces by a corner.&lt;/li&gt;&lt;li&gt;The stock is 10, 10 and 15 pieces, less the player's already on the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Goal:&lt;/b&gt; the stock is empty, or nothing left in stock fits. Every placement costs 1, so the best solution has the fewest placements.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;On the board: the player's pieces are blue, numbered in the order the path places them; the piece just placed is amber; green rings mark the squares by which the next piece can touch the player's.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Blokus Uno&lt;/h3&gt;&lt;p&gt;Um jogador coloca peças num tabuleiro de 14 × 14: quadrados 1x1, quadrados 2x2 e cruzes de cinco casas. As colunas são A–N e as linhas 1–14 a partir de cima.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Uma peça ocupa apenas casas vazias.&lt;/li&gt;&lt;li&gt;Nunca partilha um lado com uma peça do jogador; pode tocar pelos lados nas outras peças (cinzentas).&lt;/li&gt;&lt;li&gt;A primeira peça cobre um canto do tabuleiro; cada peça seguinte toca numa peça do jogador por um canto.&lt;/li&gt;&lt;li&gt;A reserva é de 10, 10 e 15 peças, menos as do jogador já no tabuleiro.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Objetivo:&lt;/b&gt; a reserva fica vazia, ou nenhuma peça da reserva cabe. Cada colocação custa 1, por isso a melhor solução tem o menor número de colocações.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;No tabuleiro: as peças do jogador são azuis, numeradas pela ordem em que o caminho as coloca; a peça acabada de colocar é âmbar; anéis verdes marcam as casas pelas quais a próxima peça pode tocar nas do jogador.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Problem {name}</source>
        <translation>Problema {name}</translation>
    </message>
    <message>
        <source>1 placement</source>
        <translation>1 colocação</translation>
    </message>
    <message>
        <source>{n} placements</source>
        <translation>{n} colocações</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>player's pieces</source>
        <translation>peças do jogador</translation>
    </message>
    <message>
        <source>just placed</source>
        <translation>acabada de colocar</translation>
    </message>
    <message>
        <source>other pieces</source>
        <translation>outras peças</translation>
    </message>
    <message>
        <source>next piece can touch</source>
        <translation>a próxima peça pode tocar</translation>
    </message>
    <message>
        <source>the player's, placed at move {n}</source>
        <translation>do jogador, colocada na jogada {n}</translation>
    </message>
    <message>
        <source>the player's, on the board from the start</source>
        <translation>do jogador, no tabuleiro desde o início</translation>
    </message>
    <message>
        <source>another piece</source>
        <translation>outra peça</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazia</translation>
    </message>
    <message>
        <source>the next piece can touch the player's here</source>
        <translation>a próxima peça pode tocar aqui nas do jogador</translation>
    </message>
</context>
<context>
    <name>BlokusPiece</name>
    <message>
        <source>Size:</source>
        <translation>Tamanho:</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>Reserva:</translation>
    </message>
    <message>
        <source>1x1</source>
        <translation>1x1</translation>
    </message>
    <message>
        <source>2x2</source>
        <translation>2x2</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cruz</translation>
    </message>
    <message>
        <source>Click a square, or Space on the one chosen by the arrows: empty, then the player's (blue), then another piece's (grey)</source>
        <translation>Clique numa casa, ou Espaço na escolhida com as setas: vazia, depois do jogador (azul), depois de outra peça (cinzenta)</translation>
    </message>
    <message>
        <source>Board: the arrows choose a square, Space turns it</source>
        <translation>Tabuleiro: as setas escolhem uma casa, Espaço muda-a</translation>
    </message>
</context>
<context>
    <name>BoardCursor</name>
    <message>
        <source>Board: the arrow keys move from square to square</source>
        <translation>Tabuleiro: as setas movem de casa em casa</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Draw a board</source>
        <translation>Desenhar um tabuleiro</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <source>Save and open…</source>
        <translation>Guardar e abrir…</translation>
    </message>
    <message>
        <source>Save the board as a problem file and open it</source>
        <translation>Guardar o tabuleiro como ficheiro de problemas e abri-lo</translation>
    </message>
    <message>
        <source>Open in the window</source>
        <translation>Abrir na janela</translation>
    </message>
    <message>
        <source>Add the board to the problems and choose it</source>
        <translation>Juntar o tabuleiro aos problemas e escolhê-lo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>The board keeps the puzzle's rules.</source>
        <translation>O tabuleiro cumpre as regras do puzzle.</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Guardar o tabuleiro</translation>
    </message>
    <message>
        <source>Problem files (*.txt)</source>
        <translation>Ficheiros de problemas (*.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Cannot save the board</source>
        <translation>Não foi possível guardar o tabuleiro</translation>
    </message>
    <message>
        <source>editor</source>
        <translation>editor</translation>
    </message>
</context>
<context>
    <name>BoardEditorMenu</name>
    <message>
        <source>New &amp;board…</source>
        <translation>&amp;Novo tabuleiro…</translation>
    </message>
    <message>
        <source>Draw a board of the chosen problem's puzzle</source>
        <translation>Desenhar um tabuleiro do puzzle do problema escolhido</translation>
    </message>
    <message>
        <source>Ed&amp;it board…</source>
        <translation>Ed&amp;itar tabuleiro…</translation>
    </message>
    <message>
        <source>Draw on a copy of the chosen problem's board</source>
        <translation>Desenhar sobre uma cópia do tabuleiro do problema escolhido</translation>
    </message>
</context>
<context>
    <name>BreakpointsMenu</name>
    <message>
        <source>Break&amp;points</source>
        <translation>Pontos de &amp;paragem</translation>
    </message>
    <message>
        <source>When a &amp;goal is generated</source>
        <translation>Quando é gerado um &amp;objetivo</translation>
    </message>
    <message>
        <source>When a node is &amp;re-opened</source>
        <translation>Quando um nó é &amp;reaberto</translation>
    </message>
    <message>
        <source>When a new &amp;iteration starts (IDA*, IDDFS)</source>
        <translation>Quando começa uma nova &amp;iteração (IDA*, IDDFS)</translation>
    </message>
    <message>
        <source>When &amp;open grows past N nodes…</source>
        <translation>Quando a lista de &amp;abertos passa de N nós…</translation>
    </message>
    <message>
        <source>When a node of &amp;depth N is expanded…</source>
        <translation>Quando é expandido um nó de &amp;profundidade N…</translation>
    </message>
    <message>
        <source>When a &amp;square is reached…</source>
        <translation>Quando se chega a uma &amp;casa…</translation>
    </message>
    <message>
        <source>When &amp;open grows past {value} nodes</source>
        <translation>Quando a lista de &amp;abertos passa de {value} nós</translation>
    </message>
    <message>
        <source>When a node of &amp;depth {value} is expanded</source>
        <translation>Quando é expandido um nó de &amp;profundidade {value}</translation>
    </message>
    <message>
        <source>When {value} is reached</source>
        <translation>Quando se chega a {value}</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>Ponto de paragem</translation>
    </message>
    <message>
        <source>Pause when a node reached by this move is expanded (a square: E5):</source>
        <translation>Pausar quando for expandido um nó alcançado por esta jogada (uma casa: E5):</translation>
    </message>
    <message>
        <source>Pause when open holds more than this many nodes:</source>
        <translation>Pausar quando a lista de abertos tiver mais do que estes nós:</translation>
    </message>
    <message>
        <source>Pause when a node of this depth is expanded:</source>
        <translation>Pausar quando for expandido um nó desta profundidade:</translation>
    </message>
    <message>
        <source>Paused at a breakpoint: {names}</source>
        <translation>Em pausa num ponto de paragem: {names}</translation>
    </message>
</context>
<context>
    <name>BudgetBox</name>
    <message>
        <source>Budgets and speed</source>
        <translation>Orçamentos e velocidade</translation>
    </message>
    <message>
        <source>Node budget</source>
        <translation>Orçamento de nós</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Orçamento de tempo</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> nós</translation>
    </message>
    <message>
        <source>The run ends with outcome 'limit' once it has generated this many nodes (1 to {most}; default {default}).</source>
        <translation>A execução termina com o resultado 'limite' quando tiver gerado este número de nós (1 a {most}; predefinição {default}).</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The run ends with outcome 'limit' after this much search time (0.1 s to 24 h; default {default} s).</source>
        <translation>A execução termina com o resultado 'limite' após este tempo de procura (0,1 s a 24 h; predefinição {default} s).</translation>
    </message>
    <message>
        <source>Default budgets</source>
        <translation>Orçamentos predefinidos</translation>
    </message>
    <message>
        <source>{nodes} nodes and {seconds} s</source>
        <translation>{nodes} nós e {seconds} s</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>o mais depressa possível</translation>
    </message>
    <message>
        <source>1 expansion/s</source>
        <translation>1 expansão/s</translation>
    </message>
    <message>
        <source>{speed} expansions/s</source>
        <translation>{speed} expansões/s</translation>
    </message>
</context>
<context>
    <name>ChoiceList</name>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
</context>
<context>
    <name>CompareChooser</name>
    <message>
        <source>Seeds</source>
        <translation>Sementes</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Remake the random problems (F) from these seeds: 1-100, or 3,5,9-12</source>
        <translation>Refazer os problemas aleatórios (F) a partir destas sementes: 1-100, ou 3,5,9-12</translation>
    </message>
    <message>
        <source>Run every board with each of these targets: 500,1000,1500</source>
        <translation>Executar cada tabuleiro com cada um destes objetivos: 500,1000,1500</translation>
    </message>
    <message>
        <source>each problem's own</source>
        <translation>os de cada problema</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Heuristics</source>
        <translation>Heurísticas</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algoritmos</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> nós</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Each run</source>
        <translation>Cada execução</translation>
    </message>
    <message>
        <source>Node budget</source>
        <translation>Orçamento de nós</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Orçamento de tempo</translation>
    </message>
    <message>
        <source> (admissible)</source>
        <translation> (admissível)</translation>
    </message>
    <message>
        <source>{name}: target {target}</source>
        <translation>{name}: objetivo {target}</translation>
    </message>
    <message>
        <source>, seed {seed}</source>
        <translation>, semente {seed}</translation>
    </message>
    <message>
        <source>{name} seed {seed}</source>
        <translation>{name} semente {seed}</translation>
    </message>
    <message>
        <source>{name} (file)</source>
        <translation>{name} (ficheiro)</translation>
    </message>
    <message>
        <source>For {algorithms}</source>
        <translation>Para {algorithms}</translation>
    </message>
    <message>
        <source>{count} runs</source>
        <translation>{count} execuções</translation>
    </message>
    <message>
        <source> (informed ones with the default heuristic)</source>
        <translation> (as informadas com a heurística predefinida)</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Depth table and plot…</source>
        <translation>Tabela por profundidade e gráfico…</translation>
    </message>
    <message>
        <source>Compare algorithms</source>
        <translation>Comparar algoritmos</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v de %m execuções</translation>
    </message>
    <message>
        <source>The runs compared, one per row</source>
        <translation>As execuções comparadas, uma por linha</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Exportar Markdown…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Choose the runs, then Start.</source>
        <translation>Escolha as execuções e depois Iniciar.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>A cancelar…</translation>
    </message>
    <message>
        <source>Cancelled after {done} of {total} runs.</source>
        <translation>Cancelado após {done} de {total} execuções.</translation>
    </message>
    <message>
        <source>Cancelled after {done} of {total} runs ({seconds:.1f} s).</source>
        <translation>Cancelado após {done} de {total} execuções ({seconds:.1f} s).</translation>
    </message>
    <message>
        <source>Finished {done} runs in {seconds:.1f} s.</source>
        <translation>Terminadas {done} execuções em {seconds:.1f} s.</translation>
    </message>
    <message>
        <source> {limits} met a budget (outcome 'limit').</source>
        <translation> {limits} atingiram um orçamento (resultado 'limite').</translation>
    </message>
    <message>
        <source>The batch failed: {message}</source>
        <translation>O lote falhou: {message}</translation>
    </message>
    <message>
        <source>Comparison failed</source>
        <translation>A comparação falhou</translation>
    </message>
    <message>
        <source>Running run {done} of {total}, {seconds:.0f} s so far…</source>
        <translation>A correr a execução {done} de {total}, {seconds:.0f} s até agora…</translation>
    </message>
    <message>
        <source>Last: {problem} {algorithm}{heuristic}: {outcome}{depth}.</source>
        <translation>Última: {problem} {algorithm}{heuristic}: {outcome}{depth}.</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Tabelas CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Exportar a tabela</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>A exportação falhou</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
    <message>
        <source>The table as Markdown (.md) or LaTeX with booktabs (.tex), as you name it</source>
        <translation>A tabela em Markdown (.md) ou em LaTeX com booktabs (.tex), conforme o nome que lhe der</translation>
    </message>
    <message>
        <source>Markdown tables (*.md);;LaTeX tables, booktabs (*.tex)</source>
        <translation>Tabelas Markdown (*.md);;Tabelas LaTeX, booktabs (*.tex)</translation>
    </message>
</context>
<context>
    <name>ComparisonModel</name>
    <message>
        <source>Solution length L, in moves</source>
        <translation>Comprimento da solução L, em jogadas</translation>
    </message>
    <message>
        <source>Nodes generated T (put into open; the root excluded)</source>
        <translation>Nós gerados T (colocados em abertos; sem a raiz)</translation>
    </message>
    <message>
        <source>Penetrance P = L / T</source>
        <translation>Penetrância P = L / T</translation>
    </message>
    <message>
        <source>Average branching factor B: B + B² + … + B^L = T</source>
        <translation>Fator de ramificação médio B: B + B² + … + B^L = T</translation>
    </message>
    <message>
        <source>Search time in seconds</source>
        <translation>Tempo de procura em segundos</translation>
    </message>
    <message>
        <source>The largest size the open list reached</source>
        <translation>O maior tamanho que a lista de abertos atingiu</translation>
    </message>
    <message>
        <source>Successors discarded as duplicates</source>
        <translation>Sucessores descartados por repetidos</translation>
    </message>
    <message>
        <source>Distinct states met</source>
        <translation>Estados distintos encontrados</translation>
    </message>
</context>
<context>
    <name>ControlPanel</name>
    <message>
        <source>The remembered {what} is not available.</source>
        <translation>A escolha guardada {what} não está disponível.</translation>
    </message>
</context>
<context>
    <name>ProblemChooser</name>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>New random board</source>
        <translation>Novo tabuleiro aleatório</translation>
    </message>
    <message>
        <source>Draw another seed, for another random board</source>
        <translation>Sortear outra semente, para outro tabuleiro aleatório</translation>
    </message>
    <message>
        <source>The problem to solve, by puzzle</source>
        <translation>O problema a resolver, por jogo</translation>
    </message>
    <message>
        <source>The seed the random board is made from</source>
        <translation>A semente a partir da qual o tabuleiro aleatório é gerado</translation>
    </message>
    <message>
        <source>{label}: reach {target}</source>
        <translation>{label}: atingir {target}</translation>
    </message>
</context>
<context>
    <name>SearchChooser</name>
    <message>
        <source>Search</source>
        <translation>Procura</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>Heurística</translation>
    </message>
    <message>
        <source>The search algorithm</source>
        <translation>O algoritmo de procura</translation>
    </message>
    <message>
        <source>The heuristic of informed searches</source>
        <translation>A heurística das procuras informadas</translation>
    </message>
    <message>
        <source> (admissible)</source>
        <translation> (admissível)</translation>
    </message>
    <message>
        <source>informed</source>
        <translation>informada</translation>
    </message>
    <message>
        <source>uninformed</source>
        <translation>não informada</translation>
    </message>
    <message>
        <source>, optimal</source>
        <translation>, ótima</translation>
    </message>
    <message>
        <source>With w = {w}: within {w}x the optimum when h is admissible.</source>
        <translation>Com w = {w}: até {w}x o ótimo quando h é admissível.</translation>
    </message>
    <message>
        <source>With w = {w}: optimal when h is admissible.</source>
        <translation>Com w = {w}: ótima quando h é admissível.</translation>
    </message>
    <message>
        <source>{label}: {low} to {high} (default {default})</source>
        <translation>{label}: {low} a {high} (predefinição {default})</translation>
    </message>
    <message>
        <source>Not used by {algorithm}: an uninformed search.</source>
        <translation>Não usada por {algorithm}: uma procura não informada.</translation>
    </message>
    <message>
        <source>Spoil h</source>
        <translation>Estragar h</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Rules of the {puzzle}</source>
        <translation>Regras do {puzzle}</translation>
    </message>
    <message>
        <source>&lt;p&gt;No rules are written for the {puzzle}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Não há regras escritas para o {puzzle}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About cavalo-gui</source>
        <translation>Sobre o cavalo-gui</translation>
    </message>
    <message>
        <source>&lt;h3&gt;cavalo-gui {version}&lt;/h3&gt;&lt;p&gt;See state-space search at work on the course's puzzles: step through BFS, DFS, A* and more, watch open and closed grow, and compare the course's statistics (penetrance, branching factor).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cavalo-gui {version}&lt;/h3&gt;&lt;p&gt;Veja a procura em espaço de estados a trabalhar nos problemas da disciplina: avance passo a passo no BFS, DFS, A* e outros, veja crescer as listas de abertos e de fechados e compare as estatísticas da disciplina (penetrância, fator de ramificação médio).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export screenshot</source>
        <translation>Exportar captura de ecrã</translation>
    </message>
    <message>
        <source>The whole window</source>
        <translation>A janela inteira</translation>
    </message>
    <message>
        <source>The board alone</source>
        <translation>Só o tabuleiro</translation>
    </message>
    <message>
        <source>The chart alone</source>
        <translation>Só o gráfico</translation>
    </message>
    <message>
        <source>File to save</source>
        <translation>Ficheiro a guardar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Save screenshot</source>
        <translation>Guardar captura de ecrã</translation>
    </message>
    <message>
        <source>The search tree alone</source>
        <translation>Só a árvore de procura</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings of the board, tree or chart (*.svg);;PDF drawings of the board, tree or chart (*.pdf)</source>
        <translation>Imagens PNG (*.png);;Desenhos SVG do tabuleiro, da árvore ou do gráfico (*.svg);;Desenhos PDF do tabuleiro, da árvore ou do gráfico (*.pdf)</translation>
    </message>
</context>
<context>
    <name>DotsBoardView</name>
    <message>
        <source>&lt;h3&gt;Dots and Boxes (one player)&lt;/h3&gt;&lt;p&gt;A board of boxes between dots; some arcs may be drawn already.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Move:&lt;/b&gt; draw one arc between two neighbouring dots that is not drawn yet. Horizontal arcs come first, line by line from the top, then vertical ones, line by line from the left.&lt;/li&gt;&lt;li&gt;A box whose four sides are drawn is &lt;b&gt;closed&lt;/b&gt;; one arc can close two.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Goal&lt;/b&gt; (&lt;i&gt;exactly&lt;/i&gt;, the course's rule): exactly the problem's target of boxes closed; with the option &lt;i&gt;at-least&lt;/i&gt;, the target or more. Every arc costs 1, so the best solution draws the fewest arcs.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Arcs are named by their line and place: &lt;b&gt;H2,3&lt;/b&gt; is the 3rd arc of the 2nd horizontal line from the top, &lt;b&gt;V1,4&lt;/b&gt; the 4th arc of the leftmost vertical line. On the board: arcs there from the start are dark, the path's arcs blue with their move numbers, the arc just drawn amber; green dashes are the next possible moves; closed boxes are shaded, amber when the last move closed them.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dots and Boxes (um jogador)&lt;/h3&gt;&lt;p&gt;Um tabuleiro de caixas entre pontos; alguns arcos podem já estar desenhados.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Jogada:&lt;/b&gt; desenhar um arco ainda não desenhado entre dois pontos vizinhos. Primeiro vêm os arcos horizontais, linha a linha a partir de cima, depois os verticais, linha a linha a partir da esquerda.&lt;/li&gt;&lt;li&gt;Uma caixa com os quatro lados desenhados fica &lt;b&gt;fechada&lt;/b&gt;; um arco pode fechar duas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Objetivo&lt;/b&gt; (&lt;i&gt;exactly&lt;/i&gt;, a regra do enunciado): exatamente o número de caixas fechadas do objetivo do problema; com a opção &lt;i&gt;at-least&lt;/i&gt;, esse número ou mais. Cada arco custa 1, por isso a melhor solução desenha o menor número de arcos.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Os arcos têm o nome da sua linha e posição: &lt;b&gt;H2,3&lt;/b&gt; é o 3.º arco da 2.ª linha horizontal a partir de cima, &lt;b&gt;V1,4&lt;/b&gt; o 4.º arco da linha vertical mais à esquerda. No tabuleiro: os arcos presentes desde o início são escuros, os do caminho azuis com o número da jogada, o arco acabado de desenhar âmbar; tracejados verdes são as próximas jogadas possíveis; as caixas fechadas estão sombreadas, a âmbar quando a última jogada as fechou.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Problem {name}</source>
        <translation>Problema {name}</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 jogada</translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation>{n} jogadas</translation>
    </message>
    <message>
        <source>{closed} / {target} boxes · {moves}</source>
        <translation>{closed} / {target} caixas · {moves}</translation>
    </message>
    <message>
        <source>drawn at the start</source>
        <translation>desenhado no início</translation>
    </message>
    <message>
        <source>path, move by move</source>
        <translation>caminho, jogada a jogada</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>acabado de desenhar</translation>
    </message>
    <message>
        <source>next possible arcs</source>
        <translation>próximos arcos possíveis</translation>
    </message>
    <message>
        <source>box closed at the start</source>
        <translation>caixa fechada desde o início</translation>
    </message>
    <message>
        <source>box closed by the path</source>
        <translation>caixa fechada pelo caminho</translation>
    </message>
    <message>
        <source>drawn at move {n}</source>
        <translation>desenhado na jogada {n}</translation>
    </message>
    <message>
        <source>drawn from the start</source>
        <translation>desenhado desde o início</translation>
    </message>
    <message>
        <source>not drawn: the next move may draw it</source>
        <translation>por desenhar: a próxima jogada pode desenhá-lo</translation>
    </message>
    <message>
        <source>not drawn</source>
        <translation>por desenhar</translation>
    </message>
    <message>
        <source>Box row {row}, column {column}</source>
        <translation>Caixa da linha {row}, coluna {column}</translation>
    </message>
    <message>
        <source>closed from the start</source>
        <translation>fechada desde o início</translation>
    </message>
    <message>
        <source>closed at move {n}</source>
        <translation>fechada na jogada {n}</translation>
    </message>
    <message>
        <source>open: {n} sides missing</source>
        <translation>aberta: faltam {n} lados</translation>
    </message>
</context>
<context>
    <name>DotsPiece</name>
    <message>
        <source>Boxes (rows × columns):</source>
        <translation>Caixas (linhas × colunas):</translation>
    </message>
    <message>
        <source>Click an arc, or Space on the one chosen by the arrows, to draw it or rub it out</source>
        <translation>Clique num arco, ou Espaço no escolhido com as setas, para o desenhar ou apagar</translation>
    </message>
    <message>
        <source>Board: the arrows choose an arc, Space draws it or rubs it out</source>
        <translation>Tabuleiro: as setas escolhem um arco, Espaço desenha-o ou apaga-o</translation>
    </message>
</context>
<context>
    <name>FigureNotes</name>
    <message>
        <source>T, the nodes generated: every node put into open, the root excluded (the course's definition). A search that expands every state it meets, the root included, so shows one expansion more than T.</source>
        <translation>T, os nós gerados: todos os nós colocados na lista de abertos, sem a raiz (a definição da disciplina). Uma procura que expande todos os estados que encontra, incluindo a raiz, mostra por isso uma expansão a mais do que T.</translation>
    </message>
    <message>
        <source>The nodes taken from open and expanded, the root included.</source>
        <translation>Os nós retirados da lista de abertos e expandidos, incluindo a raiz.</translation>
    </message>
    <message>
        <source>The nodes in open (still to expand) and in closed (expanded) now.</source>
        <translation>Os nós agora na lista de abertos (por expandir) e na de fechados (expandidos).</translation>
    </message>
    <message>
        <source>The most nodes open has held at once during the run.</source>
        <translation>O maior número de nós que a lista de abertos teve ao mesmo tempo durante a execução.</translation>
    </message>
    <message>
        <source>Successors discarded because their state was already met.</source>
        <translation>Sucessores descartados por o seu estado já ter sido encontrado.</translation>
    </message>
    <message>
        <source>g: the cost of the path to the node shown; h: the heuristic's estimate of what is left; f = g + h. A search without a heuristic shows g alone.</source>
        <translation>g: o custo do caminho até ao nó mostrado; h: a estimativa da heurística para o que falta; f = g + h. Uma procura sem heurística mostra só g.</translation>
    </message>
    <message>
        <source>P = L / T: the share of the generated nodes on the solution's path.</source>
        <translation>P = L / T: a fração dos nós gerados que está no caminho da solução.</translation>
    </message>
    <message>
        <source>B, the average branching factor: the B for which B + B² + … + B^L = T.</source>
        <translation>B, o fator de ramificação médio: o B para o qual B + B² + … + B^L = T.</translation>
    </message>
    <message>
        <source> Once memory is full, SMA* generates one successor per step and counts again each forgotten node it generates anew.</source>
        <translation> Com a memória cheia, o SMA* gera um sucessor por passo e conta de novo cada nó esquecido que volta a gerar.</translation>
    </message>
    <message>
        <source>SMA*'s steps: each takes the best node in memory and generates its successors, all at once while memory has room for them, else one; so a node may be expanded once per successor, and Expanded may pass Generated.</source>
        <translation>Os passos do SMA*: cada um toma o melhor nó em memória e gera os seus sucessores, todos de uma vez enquanto a memória tem lugar para eles, senão um; por isso um nó pode ser expandido uma vez por sucessor e os nós expandidos podem ultrapassar os gerados.</translation>
    </message>
    <message>
        <source>For SMA*, the most nodes held in memory at once: the root and the nodes being expanded included, so it may pass Generated (at most the memory limit).</source>
        <translation>No SMA*, o maior número de nós em memória ao mesmo tempo: incluindo a raiz e os nós a ser expandidos, por isso pode ultrapassar os gerados (no máximo o limite de memória).</translation>
    </message>
</context>
<context>
    <name>KnightBoardView</name>
    <message>
        <source>&lt;h3&gt;The knight game (Jogo do Cavalo)&lt;/h3&gt;&lt;p&gt;A 10 × 10 board holds numbers 00–99; some squares are empty. Columns are A–J, rows 1–10 from the top.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Start:&lt;/b&gt; the first move puts the knight on any numbered square of row 1.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Moves:&lt;/b&gt; then it jumps like a chess knight, only onto numbered squares.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Score:&lt;/b&gt; it scores the number it lands on; that square is emptied.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Symmetric rule:&lt;/b&gt; landing on 57 removes 75 (05 removes 50).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double rule:&lt;/b&gt; landing on a double (00, 11, …, 99) removes another double: the highest (&lt;i&gt;max&lt;/i&gt;), the lowest (&lt;i&gt;min&lt;/i&gt;), or each in turn (&lt;i&gt;choice&lt;/i&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Goal:&lt;/b&gt; reach the problem's target. Every move costs 1, so the best solution has the fewest moves.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;On the board: blue arrows and numbers show the path, green rings the possible next moves, a red cross what the last move removed by a rule; hatched squares are emptied.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;O Jogo do Cavalo&lt;/h3&gt;&lt;p&gt;Um tabuleiro de 10 × 10 tem os números 00–99; algumas casas estão vazias. As colunas são A–J e as linhas 1–10 a partir de cima.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Início:&lt;/b&gt; a primeira jogada põe o cavalo numa casa numerada qualquer da linha 1.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jogadas:&lt;/b&gt; depois salta como o cavalo do xadrez, só para casas numeradas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Pontos:&lt;/b&gt; ganha o número da casa onde cai; essa casa fica vazia.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Regra do simétrico:&lt;/b&gt; cair no 57 remove o 75 (o 05 remove o 50).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Regra do duplo:&lt;/b&gt; cair num duplo (00, 11, …, 99) remove outro duplo: o maior (&lt;i&gt;max&lt;/i&gt;), o menor (&lt;i&gt;min&lt;/i&gt;), ou cada um à vez (&lt;i&gt;choice&lt;/i&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Objetivo:&lt;/b&gt; atingir o objetivo do problema. Cada jogada custa 1, por isso a melhor solução tem o menor número de jogadas.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;No tabuleiro: setas e números azuis mostram o caminho, anéis verdes as próximas jogadas possíveis, uma cruz vermelha o que a última jogada removeu por uma regra; as casas tracejadas estão vazias.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Problem {name}</source>
        <translation>Problema {name}</translation>
    </message>
    <message>
        <source> (seed {seed})</source>
        <translation> (semente {seed})</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 jogada</translation>
    </message>
    <message>
        <source>{moves} moves</source>
        <translation>{moves} jogadas</translation>
    </message>
    <message>
        <source>{points} / {target} points · {moves}</source>
        <translation>{points} / {target} pontos · {moves}</translation>
    </message>
    <message>
        <source>{name} (seed {seed})</source>
        <translation>{name} (semente {seed})</translation>
    </message>
    <message>
        <source>{name} #{seed}</source>
        <translation>{name} #{seed}</translation>
    </message>
    <message>
        <source>{points} / {target} · {moves}</source>
        <translation>{points} / {target} · {moves}</translation>
    </message>
    <message>
        <source>path, move by move</source>
        <translation>caminho, jogada a jogada</translation>
    </message>
    <message>
        <source>next possible moves</source>
        <translation>próximas jogadas possíveis</translation>
    </message>
    <message>
        <source>removed by the last move's rule</source>
        <translation>removido pela regra da última jogada</translation>
    </message>
    <message>
        <source>emptied</source>
        <translation>esvaziada</translation>
    </message>
    <message>
        <source>the knight, after move {n}</source>
        <translation>o cavalo, após a jogada {n}</translation>
    </message>
    <message>
        <source>still on the board</source>
        <translation>ainda no tabuleiro</translation>
    </message>
    <message>
        <source>the next move may land here</source>
        <translation>a próxima jogada pode cair aqui</translation>
    </message>
    <message>
        <source>emptied: the knight landed here at move {n}</source>
        <translation>esvaziada: o cavalo caiu aqui na jogada {n}</translation>
    </message>
    <message>
        <source>removed by the symmetric or double rule at the last move</source>
        <translation>removido pela regra do simétrico ou do duplo na última jogada</translation>
    </message>
    <message>
        <source>removed by the symmetric or double rule</source>
        <translation>removido pela regra do simétrico ou do duplo</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>sem número</translation>
    </message>
</context>
<context>
    <name>KnightPiece</name>
    <message>
        <source>Board: click or move to a square with the arrows, then type its number</source>
        <translation>Tabuleiro: clique numa casa ou vá até ela com as setas, depois escreva o seu número</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semente:</translation>
    </message>
    <message>
        <source>Fill at random</source>
        <translation>Preencher ao acaso</translation>
    </message>
    <message>
        <source>The numbers 00-99, each once, shuffled by the seed (the course's problem F)</source>
        <translation>Os números 00-99, cada um uma vez, baralhados pela semente (o problema F do curso)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>{square}: type two digits; Delete or a right click clears</source>
        <translation>{square}: escreva dois algarismos; Delete ou um clique direito apaga</translation>
    </message>
</context>
<context>
    <name>LiveChart</name>
    <message>
        <source>Open and closed</source>
        <translation>Abertos e fechados</translation>
    </message>
    <message>
        <source>nodes expanded</source>
        <translation>nós expandidos</translation>
    </message>
    <message>
        <source>nodes in the list</source>
        <translation>nós na lista</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abertos</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fechados</translation>
    </message>
    <message>
        <source>Open and closed lists</source>
        <translation>Listas de abertos e de fechados</translation>
    </message>
    <message>
        <source>The sizes of the open and closed lists against the nodes expanded</source>
        <translation>Os tamanhos das listas de abertos e de fechados em função dos nós expandidos</translation>
    </message>
    <message>
        <source>it. {n}: f ≤ {bound:.4g}</source>
        <translation>it. {n}: f ≤ {bound:.4g}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>State-space search on the course's puzzles</source>
        <translation>Procura em espaço de estados nos problemas da disciplina</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controlos</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Open and closed</source>
        <translation>Abertos e fechados</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>Lista de abertos</translation>
    </message>
    <message>
        <source>Close the {panel} panel</source>
        <translation>Fechar o painel {panel}</translation>
    </message>
    <message>
        <source>Detach the {panel} panel</source>
        <translation>Destacar o painel {panel}</translation>
    </message>
    <message>
        <source>Scroll the tabs left</source>
        <translation>Deslocar os separadores para a esquerda</translation>
    </message>
    <message>
        <source>Scroll the tabs right</source>
        <translation>Deslocar os separadores para a direita</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>A exportação falhou</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <source>{algorithm} on {puzzle} problem {problem}</source>
        <translation>{algorithm} no {puzzle}, problema {problem}</translation>
    </message>
    <message>
        <source>Ready: {what}</source>
        <translation>Pronto: {what}</translation>
    </message>
    <message>
        <source>Running: {what}</source>
        <translation>A executar: {what}</translation>
    </message>
    <message>
        <source>Paused: {what}</source>
        <translation>Em pausa: {what}</translation>
    </message>
    <message>
        <source>Finished: {what}</source>
        <translation>Terminado: {what}</translation>
    </message>
    <message>
        <source>your search {file} ({what})</source>
        <translation>a sua procura {file} ({what})</translation>
    </message>
    <message>
        <source>Finished: {what}: {verdict}</source>
        <translation>Terminado: {what}: {verdict}</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Executar</translation>
    </message>
    <message>
        <source>Run the search at the chosen speed (Space runs or pauses)</source>
        <translation>Executar a procura à velocidade escolhida (Espaço executa ou pausa)</translation>
    </message>
    <message>
        <source>Run or pause</source>
        <translation>Executar ou pausar</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Passo</translation>
    </message>
    <message>
        <source>Expand exactly one node</source>
        <translation>Expandir exatamente um nó</translation>
    </message>
    <message>
        <source>Replay: previous move</source>
        <translation>Repetição: jogada anterior</translation>
    </message>
    <message>
        <source>Replay: next move</source>
        <translation>Repetição: jogada seguinte</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Pa&amp;rar</translation>
    </message>
    <message>
        <source>End the run now</source>
        <translation>Terminar a execução já</translation>
    </message>
    <message>
        <source>R&amp;eset</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Back to the initial board</source>
        <translation>Voltar ao tabuleiro inicial</translation>
    </message>
    <message>
        <source>&amp;Open problem file…</source>
        <translation>&amp;Abrir ficheiro de problemas…</translation>
    </message>
    <message>
        <source>&amp;Export screenshot…</source>
        <translation>E&amp;xportar captura de ecrã…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Export chart &amp;data (CSV)…</source>
        <translation>Exportar &amp;dados do gráfico (CSV)…</translation>
    </message>
    <message>
        <source>Export c&amp;hart (PNG/SVG)…</source>
        <translation>Exportar &amp;gráfico (PNG/SVG)…</translation>
    </message>
    <message>
        <source>Export &amp;trace (JSON Lines)…</source>
        <translation>Exportar &amp;registo de eventos (JSON Lines)…</translation>
    </message>
    <message>
        <source>Sa&amp;ve results</source>
        <translation>&amp;Guardar resultados</translation>
    </message>
    <message>
        <source>Append the finished run to the results file</source>
        <translation>Acrescentar a execução terminada ao ficheiro de resultados</translation>
    </message>
    <message>
        <source>Save results &amp;as…</source>
        <translation>Guardar resultados &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>&amp;Comparar…</translation>
    </message>
    <message>
        <source>Run several algorithms and heuristics on several problems</source>
        <translation>Executar vários algoritmos e heurísticas em vários problemas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>Regras do &amp;jogo</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Sobre</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Ficheiro</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Executar</translation>
    </message>
</context>
<context>
    <name>MoreBelow</name>
    <message>
        <source>More below: {groups}</source>
        <translation>Mais abaixo: {groups}</translation>
    </message>
</context>
<context>
    <name>OpenList</name>
    <message>
        <source>#</source>
        <translation>n.º</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>path</source>
        <translation>caminho</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>Lista de abertos</translation>
    </message>
    <message>
        <source>The next nodes to expand, in order, with g, h, f and their path</source>
        <translation>Os próximos nós a expandir, por ordem, com g, h, f e o seu caminho</translation>
    </message>
    <message>
        <source>Follow the search</source>
        <translation>Seguir a procura</translation>
    </message>
    <message>
        <source>Show the node being expanded again</source>
        <translation>Voltar a mostrar o nó a ser expandido</translation>
    </message>
    <message>
        <source>The run has ended with open empty.</source>
        <translation>A execução terminou com a lista de abertos vazia.</translation>
    </message>
    <message>
        <source>The nodes left in open when the run ended, in expansion order. Click one to see it.</source>
        <translation>Os nós que ficaram na lista de abertos quando a execução terminou, pela ordem de expansão. Clique num para o ver.</translation>
    </message>
    <message>
        <source>The next nodes to expand, in expansion order. Click one to see it.</source>
        <translation>Os próximos nós a expandir, pela ordem de expansão. Clique num para o ver.</translation>
    </message>
    <message>
        <source>all {shown:,}</source>
        <translation>todos os {shown:,}</translation>
    </message>
    <message>
        <source>{shown:,} of {total:,} in open</source>
        <translation>{shown:,} dos {total:,} abertos</translation>
    </message>
    <message>
        <source>The next nodes to expand appear here.</source>
        <translation>Os próximos nós a expandir aparecem aqui.</translation>
    </message>
    <message>
        <source>(start)</source>
        <translation>(início)</translation>
    </message>
    <message>
        <source>… {count} moves</source>
        <translation>… {count} jogadas</translation>
    </message>
</context>
<context>
    <name>PathMenu</name>
    <message>
        <source>&amp;Path on the board</source>
        <translation>&amp;Caminho no tabuleiro</translation>
    </message>
    <message>
        <source>&amp;All moves</source>
        <translation>&amp;Todas as jogadas</translation>
    </message>
    <message>
        <source>The last {count} moves</source>
        <translation>As últimas {count} jogadas</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>&amp;Present</source>
        <translation>A&amp;presentar</translation>
    </message>
    <message>
        <source>Full screen for a projector: Right, Page Down or Space step, Left or Page Up go back, B blanks the screen, Esc leaves (F5)</source>
        <translation>Ecrã inteiro para um projetor: Direita, Page Down ou Espaço avançam, Esquerda ou Page Up recuam, B escurece o ecrã, Esc sai (F5)</translation>
    </message>
    <message>
        <source>Presentation pa&amp;ne</source>
        <translation>Pai&amp;nel da apresentação</translation>
    </message>
    <message>
        <source>Expansion {n} of {latest}</source>
        <translation>Expansão {n} de {latest}</translation>
    </message>
    <message>
        <source>Expansion {n}</source>
        <translation>Expansão {n}</translation>
    </message>
</context>
<context>
    <name>ProblemChoice</name>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>{name}: target {target} (from {source})</source>
        <translation>{name}: objetivo {target} (de {source})</translation>
    </message>
    <message>
        <source>{name} (from {source})</source>
        <translation>{name} (de {source})</translation>
    </message>
    <message>
        <source>{name}: random board, target {target}</source>
        <translation>{name}: tabuleiro aleatório, objetivo {target}</translation>
    </message>
    <message>
        <source>{name}: target {target}</source>
        <translation>{name}: objetivo {target}</translation>
    </message>
</context>
<context>
    <name>ProblemOpener</name>
    <message>
        <source>Importing {file}…</source>
        <translation>A importar {file}…</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>Deixar de esperar</translation>
    </message>
    <message>
        <source>Stopped waiting for {file}, still importing: the previous problem stays on the board</source>
        <translation>Deixou de esperar por {file}, ainda a importar: o problema anterior fica no tabuleiro</translation>
    </message>
    <message>
        <source>A problem written in Python (*.py)</source>
        <translation>Um problema escrito em Python (*.py)</translation>
    </message>
    <message>
        <source>Cannot use the Python problem</source>
        <translation>Não é possível usar o problema em Python</translation>
    </message>
    <message>
        <source>Read the problem {name} from {file}</source>
        <translation>Lido o problema {name} de {file}</translation>
    </message>
    <message>
        <source>Problem files ({patterns})</source>
        <translation>Ficheiros de problemas ({patterns})</translation>
    </message>
    <message>
        <source>{label} problems ({patterns})</source>
        <translation>Problemas do {label} ({patterns})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Open problem file</source>
        <translation>Abrir ficheiro de problemas</translation>
    </message>
    <message>
        <source>Read {count} problem(s) from {file}</source>
        <translation>Lidos {count} problema(s) de {file}</translation>
    </message>
    <message>
        <source>Target needed</source>
        <translation>Falta o objetivo</translation>
    </message>
    <message>
        <source>{file}: {message}.

{unit} to reach:</source>
        <translation>{file}: {message}.

{unit} a atingir:</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <translation>{file}, linha {line}</translation>
    </message>
    <message>
        <source>{where}:
{message}</source>
        <translation>{where}:
{message}</translation>
    </message>
    <message>
        <source>{file}:
{message}</source>
        <translation>{file}:
{message}</translation>
    </message>
    <message>
        <source>{file}: no board found in it.</source>
        <translation>{file}: não tem nenhum tabuleiro.</translation>
    </message>
    <message>
        <source>Cannot read the problem file</source>
        <translation>Não é possível ler o ficheiro de problemas</translation>
    </message>
    <message>
        <source>

The previous problem stays on the board.</source>
        <translation>

O problema anterior fica no tabuleiro.</translation>
    </message>
</context>
<context>
    <name>PseudocodePane</name>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variáveis</translation>
    </message>
    <message>
        <source>No pseudocode for this algorithm yet.</source>
        <translation>Ainda não há pseudocódigo para este algoritmo.</translation>
    </message>
    <message>
        <source>open = {open:,} nodes</source>
        <translation>abertos = {open:,} nós</translation>
    </message>
    <message>
        <source>closed = {closed:,}</source>
        <translation>fechados = {closed:,}</translation>
    </message>
    <message>
        <source>the root</source>
        <translation>a raiz</translation>
    </message>
    <message>
        <source>n = {where} (depth {depth}, g {g:g}, h {h:g}, f {f:g})</source>
        <translation>n = {where} (profundidade {depth}, g {g:g}, h {h:g}, f {f:g})</translation>
    </message>
    <message>
        <source>f-limit = {limit:g}</source>
        <translation>limite f = {limit:g}</translation>
    </message>
    <message>
        <source>memory = {memory:,} nodes</source>
        <translation>memória = {memory:,} nós</translation>
    </message>
    <message>
        <source>threshold = {threshold:g}</source>
        <translation>limiar = {threshold:g}</translation>
    </message>
    <message>
        <source>s = {move} (depth {depth}, g {g:g}, h {h:g}, f {f:g})</source>
        <translation>s = {move} (profundidade {depth}, g {g:g}, h {h:g}, f {f:g})</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Esquerda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Direita</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Cima</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Baixo</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fim</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>First position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Jogada anterior</translation>
    </message>
    <message>
        <source>Play the solution</source>
        <translation>Reproduzir a solução</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Jogada seguinte</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Última jogada</translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation>Repetição:</translation>
    </message>
    <message>
        <source>Replay: move shown</source>
        <translation>Repetição: jogada mostrada</translation>
    </message>
    <message>
        <source>Play the path to the best node found</source>
        <translation>Reproduzir o caminho até ao melhor nó encontrado</translation>
    </message>
    <message>
        <source>a solution can be replayed here</source>
        <translation>aqui revê-se uma solução</translation>
    </message>
    <message>
        <source>best found: </source>
        <translation>melhor encontrado: </translation>
    </message>
    <message>
        <source>start: {progress}</source>
        <translation>início: {progress}</translation>
    </message>
    <message>
        <source>move {step} of {total}: {move}, {progress}</source>
        <translation>jogada {step} de {total}: {move}, {progress}</translation>
    </message>
</context>
<context>
    <name>RunExports</name>
    <message>
        <source>Append the run to a results file</source>
        <translation>Acrescentar a execução a um ficheiro de resultados</translation>
    </message>
    <message>
        <source>This run is already in {path}</source>
        <translation>Esta execução já está em {path}</translation>
    </message>
    <message>
        <source>Cannot save the results</source>
        <translation>Não é possível guardar os resultados</translation>
    </message>
    <message>
        <source>The run could not be added to {path}:
{reason}

Nothing was lost: the run is still here. Try again, or choose another file with Run &gt; Save results as…</source>
        <translation>Não foi possível acrescentar a execução a {path}:
{reason}

Nada se perdeu: a execução continua aqui. Tente de novo, ou escolha outro ficheiro com Executar &gt; Guardar resultados como…</translation>
    </message>
    <message>
        <source>Run added to {path}</source>
        <translation>Execução acrescentada a {path}</translation>
    </message>
    <message>
        <source>No finished run to save: run a search to its end first.</source>
        <translation>Não há execução terminada para guardar: execute primeiro uma procura até ao fim.</translation>
    </message>
    <message>
        <source>Export the chart's data</source>
        <translation>Exportar os dados do gráfico</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Tabelas CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exportar o gráfico</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>Imagens PNG (*.png);;Desenhos SVG (*.svg)</translation>
    </message>
    <message>
        <source>The window keeps only the latest {kept} expansions of a long run, so it cannot write the whole trace. cavalo solve --trace FILE writes it.</source>
        <translation>A janela guarda só as últimas {kept} expansões de uma execução longa, por isso não pode escrever o registo de eventos completo. O comando cavalo solve --trace FICHEIRO escreve-o.</translation>
    </message>
    <message>
        <source>Export the run's trace</source>
        <translation>Exportar o registo de eventos da execução</translation>
    </message>
    <message>
        <source>JSON Lines traces (*.jsonl)</source>
        <translation>Registos de eventos JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>A exportação falhou</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
</context>
<context>
    <name>RunFiles</name>
    <message>
        <source>Run file budgets</source>
        <translation>Limites do ficheiro de execução</translation>
    </message>
    <message>
        <source>{file} has budgets larger than yours: {theirs} (yours: {yours}).

Run it within your budgets, or within the file's?</source>
        <translation>{file} tem limites maiores do que os seus: {theirs} (os seus: {yours}).

Executá-lo dentro dos seus limites ou dentro dos do ficheiro?</translation>
    </message>
    <message>
        <source>Use my budgets</source>
        <translation>Usar os meus limites</translation>
    </message>
    <message>
        <source>Use the file's</source>
        <translation>Usar os do ficheiro</translation>
    </message>
    <message>
        <source>no node budget</source>
        <translation>sem limite de nós</translation>
    </message>
    <message>
        <source>{n} nodes</source>
        <translation>{n} nós</translation>
    </message>
    <message>
        <source>no time budget</source>
        <translation>sem limite de tempo</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <source>{nodes} and {seconds}</source>
        <translation>{nodes} e {seconds}</translation>
    </message>
    <message>
        <source>Run file step</source>
        <translation>Passo do ficheiro de execução</translation>
    </message>
    <message>
        <source>The run ends after {expanded} expansions, before the step the file was saved at ({step}): the window shows its end.</source>
        <translation>A execução acaba após {expanded} expansões, antes do passo em que o ficheiro foi guardado ({step}): a janela mostra o seu fim.</translation>
    </message>
    <message>
        <source>Open r&amp;un…</source>
        <translation>Abrir exe&amp;cução…</translation>
    </message>
    <message>
        <source>Open a saved run at the step it was saved at</source>
        <translation>Abrir uma execução guardada no passo em que foi guardada</translation>
    </message>
    <message>
        <source>Save ru&amp;n…</source>
        <translation>Guardar exec&amp;ução…</translation>
    </message>
    <message>
        <source>Save the run as it stands (its board, choices and step) to hand out</source>
        <translation>Guardar a execução como está (o tabuleiro, as escolhas e o passo) para partilhar</translation>
    </message>
    <message>
        <source>Save run</source>
        <translation>Guardar execução</translation>
    </message>
    <message>
        <source>Cannot save the run</source>
        <translation>Não é possível guardar a execução</translation>
    </message>
    <message>
        <source>Saved the run in {path}</source>
        <translation>Execução guardada em {path}</translation>
    </message>
    <message>
        <source>Cavalo runs (*{extension})</source>
        <translation>Execuções do Cavalo (*{extension})</translation>
    </message>
    <message>
        <source>Open run</source>
        <translation>Abrir execução</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Cannot open the run file</source>
        <translation>Não é possível abrir o ficheiro de execução</translation>
    </message>
    <message>
        <source>

The current run stays as it was.</source>
        <translation>

A execução atual fica como estava.</translation>
    </message>
    <message>
        <source>Opened the run in {file}</source>
        <translation>Aberta a execução de {file}</translation>
    </message>
</context>
<context>
    <name>RunModel</name>
    <message>
        <source>Stopped: {reason}</source>
        <translation>Parado: {reason}</translation>
    </message>
    <message>
        <source>best {progress}</source>
        <translation>melhor {progress}</translation>
    </message>
    <message>
        <source>best found {progress}</source>
        <translation>melhor encontrado {progress}</translation>
    </message>
    <message>
        <source>the optimum needs at least {moves} moves</source>
        <translation>o ótimo precisa de pelo menos {moves} jogadas</translation>
    </message>
    <message>
        <source>the optimum needs at least {moves} move</source>
        <translation>o ótimo precisa de pelo menos {moves} jogada</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Show the whole tree</source>
        <translation>Mostrar a árvore inteira</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Keep the node being expanded in view</source>
        <translation>Manter à vista o nó a ser expandido</translation>
    </message>
    <message>
        <source>Pass shown</source>
        <translation>Passagem mostrada</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Árvore de procura</translation>
    </message>
    <message>
        <source>Pass {number}</source>
        <translation>Passagem {number}</translation>
    </message>
    <message>
        <source>The tree grows here as the search expands nodes.</source>
        <translation>A árvore cresce aqui à medida que a procura expande nós.</translation>
    </message>
    <message>
        <source>{generated:,} generated, {expanded:,} expanded, {open:,} in open</source>
        <translation>{generated:,} gerados, {expanded:,} expandidos, {open:,} abertos</translation>
    </message>
    <message>
        <source>this pass: {generated:,} generated, {expanded:,} expanded, {open:,} in open</source>
        <translation>nesta passagem: {generated:,} gerados, {expanded:,} expandidos, {open:,} abertos</translation>
    </message>
    <message>
        <source>threshold {threshold:g}</source>
        <translation>limiar {threshold:g}</translation>
    </message>
    <message>
        <source>top levels and the current path shown</source>
        <translation>mostrados os níveis de cima e o caminho atual</translation>
    </message>
    <message>
        <source>{status}: {move}</source>
        <translation>{status}: {move}</translation>
    </message>
    <message>
        <source>root</source>
        <translation>raiz</translation>
    </message>
    <message>
        <source>backed-up f = {f:g}</source>
        <translation>f propagado = {f:g}</translation>
    </message>
    <message>
        <source>waiting in open</source>
        <translation>à espera na lista de abertos</translation>
    </message>
    <message>
        <source>expanded</source>
        <translation>expandido</translation>
    </message>
    <message>
        <source>being expanded</source>
        <translation>a ser expandido</translation>
    </message>
    <message>
        <source>duplicate, discarded</source>
        <translation>repetido, descartado</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>podado</translation>
    </message>
    <message>
        <source>re-opened</source>
        <translation>reaberto</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>objetivo</translation>
    </message>
    <message>
        <source>on the solution path</source>
        <translation>no caminho da solução</translation>
    </message>
    <message>
        <source>replaced in open by a cheaper node</source>
        <translation>substituído na lista de abertos por um nó mais barato</translation>
    </message>
    <message>
        <source>forgotten (its f backed up into its parent)</source>
        <translation>esquecido (o seu f passou para o pai)</translation>
    </message>
    <message>
        <source>abandoned subtree</source>
        <translation>subárvore abandonada</translation>
    </message>
    <message>
        <source>zoom in to read the f values</source>
        <translation>aproxime para ler os valores de f</translation>
    </message>
    <message>
        <source>f of a pruned node</source>
        <translation>f de um nó podado</translation>
    </message>
    <message>
        <source>f backed up into the node</source>
        <translation>f propagado para o nó</translation>
    </message>
    <message>
        <source>ringed: expanded in part, waiting in open again</source>
        <translation>com anel: expandido em parte, de novo à espera na lista de abertos</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Looking back: after {count} of {total} expansions</source>
        <translation>A rever: após {count} de {total} expansões</translation>
    </message>
    <message>
        <source>Generated (T)</source>
        <translation>Nós gerados (T)</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Nós expandidos</translation>
    </message>
    <message>
        <source>Open / closed</source>
        <translation>Abertos / fechados</translation>
    </message>
    <message>
        <source>Largest open</source>
        <translation>Maior lista de abertos</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Repetidos</translation>
    </message>
    <message>
        <source>Depth of node</source>
        <translation>Profundidade do nó</translation>
    </message>
    <message>
        <source>g / h / f</source>
        <translation>g / h / f</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Iteration / bound</source>
        <translation>Iteração / limiar</translation>
    </message>
    <message>
        <source>Search time</source>
        <translation>Tempo de procura</translation>
    </message>
    <message>
        <source>Solution length (L)</source>
        <translation>Comprimento da solução (L)</translation>
    </message>
    <message>
        <source>Penetrance (P)</source>
        <translation>Penetrância (P)</translation>
    </message>
    <message>
        <source>Branching factor (B)</source>
        <translation>Fator de ramificação médio (B)</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>f-limit {value}</source>
        <translation>limite f {value}</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>A procurar…</translation>
    </message>
    <message>
        <source>Paused after {count} {expansions}</source>
        <translation>Em pausa após {count} {expansions}</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>expansão</translation>
    </message>
    <message>
        <source>expansions</source>
        <translation>expansões</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>Ready: press Step or Run</source>
        <translation>Pronto: carregue em Passo ou Executar</translation>
    </message>
</context>
<context>
    <name>TabTitles</name>
    <message>
        <source>Tree</source>
        <translation>Árvore</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>Abertos</translation>
    </message>
</context>
<context>
    <name>TextBoardView</name>
    <message>
        <source>Problem {name}, after {depth:,} moves: {state}</source>
        <translation>Problema {name}, após {depth:,} jogadas: {state}</translation>
    </message>
    <message>
        <source>… → </source>
        <translation>… → </translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>Timeline:</source>
        <translation>Cronologia:</translation>
    </message>
    <message>
        <source>One expansion back (Left, Shift+N)</source>
        <translation>Uma expansão atrás (Esquerda, Shift+N)</translation>
    </message>
    <message>
        <source>One expansion back</source>
        <translation>Uma expansão atrás</translation>
    </message>
    <message>
        <source>One expansion forward (Step)</source>
        <translation>Uma expansão à frente (Passo)</translation>
    </message>
    <message>
        <source>One expansion forward</source>
        <translation>Uma expansão à frente</translation>
    </message>
    <message>
        <source>Expansion shown</source>
        <translation>Expansão mostrada</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Recuar</translation>
    </message>
    <message>
        <source>Show the search one expansion earlier (Shift+N)</source>
        <translation>Mostrar a procura uma expansão antes (Shift+N)</translation>
    </message>
    <message>
        <source>expansion {shown:,} of {latest:,}</source>
        <translation>expansão {shown:,} de {latest:,}</translation>
    </message>
    <message>
        <source>expansion {latest:,} (latest)</source>
        <translation>expansão {latest:,} (a mais recente)</translation>
    </message>
    <message>
        <source>Timeline (kept from expansion {start:,}):</source>
        <translation>Cronologia (guardada desde a expansão {start:,}):</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>&amp;Zoom ({percent}%)</source>
        <translation>&amp;Zoom ({percent}%)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Aumentar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Diminuir</translation>
    </message>
    <message>
        <source>&amp;Actual size (100%)</source>
        <translation>&amp;Tamanho real (100%)</translation>
    </message>
    <message>
        <source>&amp;High-contrast board</source>
        <translation>Tabuleiro de &amp;alto contraste</translation>
    </message>
    <message>
        <source>Black and white boards with colours colour-blind eyes tell apart</source>
        <translation>Tabuleiros a preto e branco com cores que os daltónicos distinguem</translation>
    </message>
</context>
<context>
    <name>DepthTableWindow</name>
    <message>
        <source>Nodes generated by solution depth</source>
        <translation>Nós gerados por profundidade da solução</translation>
    </message>
    <message>
        <source>Save table…</source>
        <translation>Guardar tabela…</translation>
    </message>
    <message>
        <source>Save plot…</source>
        <translation>Guardar gráfico…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Guardar a tabela</translation>
    </message>
    <message>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Save the plot (PNG and SVG)</source>
        <translation>Guardar o gráfico (PNG e SVG)</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>A gravação falhou</translation>
    </message>
    <message>
        <source>Saved {files}</source>
        <translation>Guardado {files}</translation>
    </message>
</context>
<context>
    <name>FineStep</name>
    <message>
        <source>the root</source>
        <translation>a raiz</translation>
    </message>
    <message>
        <source>g {g:g}, h {h:g}, f {f:g}</source>
        <translation>g {g:g}, h {h:g}, f {f:g}</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>profundidade {depth}</translation>
    </message>
    <message>
        <source>Select: {node} taken from open ({figures})</source>
        <translation>Selecionar: {node} sai da lista de abertos ({figures})</translation>
    </message>
    <message>
        <source>Insert: no new node enters open; open has {size:,}</source>
        <translation>Inserir: nenhum nó novo entra na lista de abertos; tem {size:,}</translation>
    </message>
    <message>
        <source>Insert: {count} into open (marked); open has {size:,}</source>
        <translation>Inserir: {count} na lista de abertos (marcados); tem {size:,}</translation>
    </message>
    <message>
        <source>Generate: {node} has no successors</source>
        <translation>Gerar: {node} não tem sucessores</translation>
    </message>
    <message>
        <source>Generate {index} of {count}: {child}, {fate}</source>
        <translation>Gerar {index} de {count}: {child}, {fate}</translation>
    </message>
    <message>
        <source>added to open ({figures})</source>
        <translation>acrescentado à lista de abertos ({figures})</translation>
    </message>
    <message>
        <source>updated in open: reached more cheaply ({figures})</source>
        <translation>atualizado na lista de abertos: alcançado com menor custo ({figures})</translation>
    </message>
    <message>
        <source>re-opened: closed before, now reached more cheaply ({figures})</source>
        <translation>reaberto: já fechado, agora alcançado com menor custo ({figures})</translation>
    </message>
    <message>
        <source>a goal: the search ends here</source>
        <translation>um objetivo: a procura termina aqui</translation>
    </message>
    <message>
        <source>duplicate: its state is already on the path</source>
        <translation>repetido: o seu estado já está no caminho</translation>
    </message>
    <message>
        <source>duplicate: its state was refuted, over the bound from here</source>
        <translation>repetido: o seu estado foi refutado, acima do limite a partir daqui</translation>
    </message>
    <message>
        <source>duplicate: its state is already known at no higher cost</source>
        <translation>repetido: o seu estado já é conhecido com custo igual ou menor</translation>
    </message>
    <message>
        <source>pruned: a dead end (h = ∞)</source>
        <translation>podado: um beco sem saída (h = ∞)</translation>
    </message>
    <message>
        <source>pruned: depth {depth} is the depth limit</source>
        <translation>podado: a profundidade {depth} é o limite</translation>
    </message>
    <message>
        <source>pruned: depth {depth} is the deepest memory allows</source>
        <translation>podado: a profundidade {depth} é a maior que a memória permite</translation>
    </message>
    <message>
        <source>pruned: not among the beam's best (h {h:g})</source>
        <translation>podado: fora dos melhores do feixe (h {h:g})</translation>
    </message>
    <message>
        <source>pruned (f {f:g} over the threshold {threshold:g})</source>
        <translation>podado (f {f:g} acima do limiar {threshold:g})</translation>
    </message>
    <message>
        <source>pruned ({figures})</source>
        <translation>podado ({figures})</translation>
    </message>
</context>
<context>
    <name>FineStepLine</name>
    <message>
        <source>Fine step phase</source>
        <translation>Fase do passo fino</translation>
    </message>
    <message>
        <source>&amp;Fine step</source>
        <translation>Passo &amp;fino</translation>
    </message>
    <message>
        <source>Step and Back go one phase at a time: select, generate, insert (F)</source>
        <translation>Passo e Recuar avançam uma fase de cada vez: selecionar, gerar, inserir (F)</translation>
    </message>
    <message>
        <source>Fine step: Step shows the next phase of an expansion (select, generate, insert)</source>
        <translation>Passo fino: Passo mostra a fase seguinte de uma expansão (selecionar, gerar, inserir)</translation>
    </message>
</context>
<context>
    <name>TreeMarks</name>
    <message>
        <source>depth limit {limit}: nodes at that depth are not expanded</source>
        <translation>limite de profundidade {limit}: os nós a essa profundidade não são expandidos</translation>
    </message>
    <message>
        <source>threshold {threshold}: nodes with f over it are pruned (cut, f in red)</source>
        <translation>limiar {threshold}: os nós com f acima dele são podados (cortados, f a vermelho)</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Exportar animação</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>O tabuleiro</translation>
    </message>
    <message>
        <source>The whole window</source>
        <translation>A janela inteira</translation>
    </message>
    <message>
        <source>The search tree</source>
        <translation>A árvore de procura</translation>
    </message>
    <message>
        <source>The chart</source>
        <translation>O gráfico</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Gravar</translation>
    </message>
    <message>
        <source>From expansion</source>
        <translation>Da expansão</translation>
    </message>
    <message>
        <source>to the run's end</source>
        <translation>até ao fim da execução</translation>
    </message>
    <message>
        <source>To expansion</source>
        <translation>Até à expansão</translation>
    </message>
    <message>
        <source>Expansions per frame</source>
        <translation>Expansões por imagem</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Imagens por segundo</translation>
    </message>
    <message>
        <source>File to save</source>
        <translation>Ficheiro a guardar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Ficheiro</translation>
    </message>
    <message>
        <source>Save animation</source>
        <translation>Guardar animação</translation>
    </message>
    <message>
        <source>GIF animations (*.gif);;WebP animations (*.webp);;MP4 videos (*.mp4)</source>
        <translation>Animações GIF (*.gif);;Animações WebP (*.webp);;Vídeos MP4 (*.mp4)</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Export &amp;animation…</source>
        <translation>Exportar &amp;animação…</translation>
    </message>
    <message>
        <source>Record the run, or its expansions A..B, as GIF, WebP or MP4</source>
        <translation>Gravar a execução, ou as suas expansões A..B, em GIF, WebP ou MP4</translation>
    </message>
    <message>
        <source>{path}: choose a file name ending in .gif, .webp or .mp4</source>
        <translation>{path}: escolha um nome de ficheiro terminado em .gif, .webp ou .mp4</translation>
    </message>
    <message>
        <source>Recording the animation…</source>
        <translation>A gravar a animação…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exportar animação</translation>
    </message>
    <message>
        <source>Recording the animation: frame {done:,}</source>
        <translation>A gravar a animação: imagem {done:,}</translation>
    </message>
    <message>
        <source>Animation cancelled: no file written</source>
        <translation>Animação cancelada: nenhum ficheiro escrito</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
    <message>
        <source>The run ended after {expanded:,} expansions, before expansion {last:,}: choose a range within the run. No file was written.</source>
        <translation>A execução terminou após {expanded:,} expansões, antes da expansão {last:,}: escolha um intervalo dentro da execução. Nenhum ficheiro foi escrito.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>A exportação falhou</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Pause the run to answer the next question.</source>
        <translation>Pause a execução para responder à próxima pergunta.</translation>
    </message>
    <message>
        <source>Which node is expanded next? Click it in the open list, the search tree or the board (or choose a row with the arrows and press Enter).</source>
        <translation>Que nó é expandido a seguir? Clique nele na lista de abertos, na árvore de procura ou no tabuleiro (ou escolha uma linha com as setas e prima Enter).</translation>
    </message>
    <message>
        <source>The pass is over: what is the next threshold?</source>
        <translation>A passagem terminou: qual é o próximo limiar?</translation>
    </message>
    <message>
        <source>Waiting for the search…</source>
        <translation>À espera da procura…</translation>
    </message>
    <message>
        <source>That node is not in open: choose one of the open list.</source>
        <translation>Esse nó não está na lista de abertos: escolha um da lista de abertos.</translation>
    </message>
    <message>
        <source>Write the threshold as a number, e.g. 9.</source>
        <translation>Escreva o limiar como um número, por exemplo 9.</translation>
    </message>
    <message>
        <source>Right: #{row} ({path}) was expanded.</source>
        <translation>Certo: o n.º {row} ({path}) foi expandido.</translation>
    </message>
    <message>
        <source>Not this time: the next node was #{right} ({path}), not #{yours}.</source>
        <translation>Desta vez não: o nó seguinte era o n.º {right} ({path}), não o n.º {yours}.</translation>
    </message>
    <message>
        <source>Right: the next threshold is {value}.</source>
        <translation>Certo: o próximo limiar é {value}.</translation>
    </message>
    <message>
        <source>No open node lands on {place}.</source>
        <translation>Nenhum nó aberto chega a {place}.</translation>
    </message>
    <message>
        <source>{count} open nodes land on {place}: choose one in the open list or the search tree.</source>
        <translation>{count} nós abertos chegam a {place}: escolha um na lista de abertos ou na árvore de procura.</translation>
    </message>
    <message>
        <source>Not counted: the search expanded {path}, a node that was not open.</source>
        <translation>Não conta: a procura expandiu {path}, um nó que não estava na lista de abertos.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>o início</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Questionário</translation>
    </message>
    <message>
        <source>Predict each decision of the search before it is made (Q)</source>
        <translation>Preveja cada decisão da procura antes de ser tomada (Q)</translation>
    </message>
</context>
<context>
    <name>InspectorAction</name>
    <message>
        <source>&amp;Inspect heuristic…</source>
        <translation>&amp;Inspecionar a heurística…</translation>
    </message>
    <message>
        <source>The expanded nodes&apos; h against their true remaining cost h*, and a heat map</source>
        <translation>O h dos nós expandidos contra o seu verdadeiro custo restante h*, e um mapa de calor</translation>
    </message>
</context>
<context>
    <name>InspectorWindow</name>
    <message>
        <source>Heuristic inspector</source>
        <translation>Inspetor da heurística</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Inspect again</source>
        <translation>Inspecionar de novo</translation>
    </message>
    <message>
        <source>Heat map on the board</source>
        <translation>Mapa de calor no tabuleiro</translation>
    </message>
    <message>
        <source>How often the search touched each square, arc or cell</source>
        <translation>Quantas vezes a procura tocou em cada casa, arco ou quadrado</translation>
    </message>
    <message>
        <source>Violations (click one to see its node)</source>
        <translation>Violações (clique numa para ver o seu nó)</translation>
    </message>
    <message>
        <source>h &gt; h*: node {row} ({moves}): h {h} &gt; h* {true}</source>
        <translation>h &gt; h*: nó {row} ({moves}): h {h} &gt; h* {true}</translation>
    </message>
    <message>
        <source>h drops: node {parent} → {row} ({moves}): by {drop}, step {cost}</source>
        <translation>h desce: nó {parent} → {row} ({moves}): {drop}, passo {cost}</translation>
    </message>
    <message>
        <source>Run the search, then inspect its expanded nodes.</source>
        <translation>Execute a procura e depois inspecione os seus nós expandidos.</translation>
    </message>
    <message>
        <source>{heuristic}: {known} of {n} expanded nodes with h* known; {bad} with h &gt; h*, {drops} edges where h drops by more than the step</source>
        <translation>{heuristic}: {known} de {n} nós expandidos com h* conhecido; {bad} com h &gt; h*, {drops} arestas onde h desce mais do que o passo</translation>
    </message>
    <message>
        <source>; largest h/h* {largest}, mean {mean}</source>
        <translation>; maior h/h* {largest}, média {mean}</translation>
    </message>
    <message>
        <source>Click a point or a violation to see its node.</source>
        <translation>Clique num ponto ou numa violação para ver o seu nó.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>Node {row} ({moves}): g {g}, h {h}, h* {true}</source>
        <translation>Nó {row} ({moves}): g {g}, h {h}, h* {true}</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>o início</translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <source>&amp;Inserted into open</source>
        <translation>&amp;Inserido nos abertos</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Repetido</translation>
    </message>
    <message>
        <source>&amp;Pruned</source>
        <translation>&amp;Podado</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
    <message>
        <source>the next threshold, e.g. 9</source>
        <translation>o próximo limiar, por exemplo 9</translation>
    </message>
    <message>
        <source>Next threshold</source>
        <translation>Próximo limiar</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Questionário</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>How {algorithm} chooses: {rule}</source>
        <translation>Como escolhe {algorithm}: {rule}</translation>
    </message>
    <message>
        <source>{algorithm} takes the lowest {key}: {a} &lt; {b}.</source>
        <translation>{algorithm} escolhe o menor {key}: {a} &lt; {b}.</translation>
    </message>
    <message>
        <source>Both have {key} = {a}, so {algorithm}'s rule between equals decides (below): it puts #{right} before #{yours}.</source>
        <translation>Ambos têm {key} = {a}, por isso decide a regra de {algorithm} entre iguais (abaixo): põe o n.º {right} antes do n.º {yours}.</translation>
    </message>
    <message>
        <source>{algorithm} takes the node that entered open first (first in, first out): #{right} before #{yours}.</source>
        <translation>{algorithm} escolhe o nó que entrou primeiro na lista de abertos (o primeiro a entrar é o primeiro a sair): o n.º {right} antes do n.º {yours}.</translation>
    </message>
    <message>
        <source>{algorithm} takes the node that entered open last (last in, first out): #{right} before #{yours}.</source>
        <translation>{algorithm} escolhe o nó que entrou por último na lista de abertos (o último a entrar é o primeiro a sair): o n.º {right} antes do n.º {yours}.</translation>
    </message>
    <message>
        <source>{algorithm}'s own order puts #{right} before #{yours}.</source>
        <translation>A ordem própria de {algorithm} põe o n.º {right} antes do n.º {yours}.</translation>
    </message>
    <message>
        <source>{algorithm} raises the threshold to the least f that went over the last one ({last}): {right}, not {yours}.</source>
        <translation>{algorithm} sobe o limiar para o menor f que ultrapassou o anterior ({last}): {right}, não {yours}.</translation>
    </message>
    <message>
        <source>{algorithm} raises the depth limit by one after each pass ({last}): {right}, not {yours}.</source>
        <translation>{algorithm} sobe o limite de profundidade em um após cada passagem ({last}): {right}, não {yours}.</translation>
    </message>
    <message>
        <source>The next pass's threshold was {right}, not {yours}.</source>
        <translation>O limiar da passagem seguinte era {right}, não {yours}.</translation>
    </message>
    <message>
        <source>Score: {right} right of {asked}</source>
        <translation>Pontuação: acertou {right} de {asked}</translation>
    </message>
    <message>
        <source>Quiz over: {right} right of {asked}.</source>
        <translation>Fim do questionário: acertou {right} de {asked}.</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>Nenhum erro.</translation>
    </message>
    <message>
        <source>next node</source>
        <translation>próximo nó</translation>
    </message>
    <message>
        <source>child's fate</source>
        <translation>destino de um filho</translation>
    </message>
    <message>
        <source>backed-up f</source>
        <translation>f guardado</translation>
    </message>
    <message>
        <source>node forgotten</source>
        <translation>nó esquecido</translation>
    </message>
    <message>
        <source>next threshold</source>
        <translation>próximo limiar</translation>
    </message>
    <message>
        <source>Mistakes by kind: {kinds}.</source>
        <translation>Erros por tipo: {kinds}.</translation>
    </message>
</context>
<context>
    <name>FineQuestions</name>
    <message>
        <source>inserted</source>
        <translation>inserido</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>repetido</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>podado</translation>
    </message>
    <message>
        <source>Generate {index} of {count}: {child} ({figures}). What becomes of it: inserted into open, a duplicate, or pruned?</source>
        <translation>Gerar {index} de {count}: {child} ({figures}). Que lhe acontece: é inserido na lista de abertos, é repetido, ou é podado?</translation>
    </message>
    <message>
        <source>Right: {child}, {reason}.</source>
        <translation>Certo: {child}, {reason}.</translation>
    </message>
    <message>
        <source>Not this time (you said {yours}): {child}, {reason}.</source>
        <translation>Desta vez não (respondeu {yours}): {child}, {reason}.</translation>
    </message>
</context>
<context>
    <name>HeldQuestions</name>
    <message>
        <source>The search abandons the subtree of {node} before its next expansion: what f does it back up into {node}?</source>
        <translation>A procura abandona a subárvore de {node} antes da próxima expansão: que f guarda em {node}?</translation>
    </message>
    <message>
        <source>Memory is full: which open node is forgotten first? Click it in the open list or the search tree.</source>
        <translation>A memória está cheia: que nó aberto é esquecido primeiro? Clique nele na lista de abertos ou na árvore de procura.</translation>
    </message>
    <message>
        <source>Right: {node} now holds f = {right}.</source>
        <translation>Certo: {node} guarda agora f = {right}.</translation>
    </message>
    <message>
        <source>Not this time: {algorithm} writes into {node} the least f of its children, {right}, not {yours}.</source>
        <translation>Desta vez não: {algorithm} escreve em {node} o menor f dos seus filhos, {right}, não {yours}.</translation>
    </message>
    <message>
        <source>Right: {node} is forgotten.</source>
        <translation>Certo: {node} é esquecido.</translation>
    </message>
    <message>
        <source>Not this time: {algorithm} forgot #{right} ({node}), not #{yours}: it forgets the leaf of highest f, {a} &gt; {b}.</source>
        <translation>Desta vez não: {algorithm} esqueceu o n.º {right} ({node}), não o n.º {yours}: esquece a folha de maior f, {a} &gt; {b}.</translation>
    </message>
    <message>
        <source>Not this time: {algorithm} forgot #{right} ({node}), not #{yours}: both have f = {a}, so its rule between equals decides (below).</source>
        <translation>Desta vez não: {algorithm} esqueceu o n.º {right} ({node}), não o n.º {yours}: ambos têm f = {a}, por isso decide a sua regra entre iguais (abaixo).</translation>
    </message>
    <message>
        <source>Not this time: {algorithm} forgot #{right} ({node}), not #{yours}, by its rule (below).</source>
        <translation>Desta vez não: {algorithm} esqueceu o n.º {right} ({node}), não o n.º {yours}, pela sua regra (abaixo).</translation>
    </message>
</context>
<context>
    <name>SpoilBox</name>
    <message>
        <source>Not spoiled</source>
        <translation>Sem estragar</translation>
    </message>
    <message>
        <source>Scaled: h × k</source>
        <translation>Escalada: h × k</translation>
    </message>
    <message>
        <source>Biased: h + b</source>
        <translation>Desviada: h + b</translation>
    </message>
    <message>
        <source>Spoil the heuristic on purpose, to see what the search loses: it is no longer admissible unless k ≤ 1 and b ≤ 0 (clamped at 0).</source>
        <translation>Estrague a heurística de propósito, para ver o que a procura perde: deixa de ser admissível, a menos que k ≤ 1 e b ≤ 0 (nunca abaixo de 0).</translation>
    </message>
    <message>
        <source>Spoil the heuristic</source>
        <translation>Estragar a heurística</translation>
    </message>
    <message>
        <source>Spoil&apos;s number (k or b)</source>
        <translation>Número do estrago (k ou b)</translation>
    </message>
</context>
<context>
    <name>DivergenceRow</name>
    <message>
        <source>Choose two different runs.</source>
        <translation>Escolha duas execuções diferentes.</translation>
    </message>
    <message>
        <source>The recordings no longer hold the runs&apos; first expansions.</source>
        <translation>As gravações já não guardam as primeiras expansões das execuções.</translation>
    </message>
    <message>
        <source>Runs {first} and {second} first expanded different nodes at expansion {position}: both boards show it.</source>
        <translation>As execuções {first} e {second} expandiram nós diferentes pela primeira vez na expansão {position}: os dois tabuleiros mostram-na.</translation>
    </message>
    <message>
        <source>Runs {first} and {second} have not expanded a node yet: step or run, and ask again.</source>
        <translation>As execuções {first} e {second} ainda não expandiram nenhum nó: avance ou execute e volte a perguntar.</translation>
    </message>
    <message>
        <source>Runs {first} and {second} expanded the same node, the only one both expanded.</source>
        <translation>As execuções {first} e {second} expandiram o mesmo nó, o único que ambas expandiram.</translation>
    </message>
    <message>
        <source>Runs {first} and {second} expanded the same nodes in the same order over the {count} expansions both made.</source>
        <translation>As execuções {first} e {second} expandiram os mesmos nós pela mesma ordem nas {count} expansões que ambas fizeram.</translation>
    </message>
    <message>
        <source>Runs {first} and {second} have expanded the same node so far: step or run on, and ask again.</source>
        <translation>As execuções {first} e {second} expandiram o mesmo nó até agora: avance ou execute mais e volte a perguntar.</translation>
    </message>
    <message>
        <source>Runs {first} and {second} have expanded the same nodes so far ({count} expansions): step or run on, and ask again.</source>
        <translation>As execuções {first} e {second} expandiram os mesmos nós até agora ({count} expansões): avance ou execute mais e volte a perguntar.</translation>
    </message>
    <message>
        <source>First divergence of run</source>
        <translation>Primeira divergência da execução</translation>
    </message>
    <message>
        <source>and run</source>
        <translation>e da execução</translation>
    </message>
    <message>
        <source>The first run compared</source>
        <translation>A primeira execução comparada</translation>
    </message>
    <message>
        <source>The second run compared</source>
        <translation>A segunda execução comparada</translation>
    </message>
    <message>
        <source>&amp;Jump to the first divergence</source>
        <translation>Saltar para a primeira &amp;divergência</translation>
    </message>
    <message>
        <source>Show both runs&apos; boards at the first expansion where they chose differently</source>
        <translation>Mostrar os tabuleiros das duas execuções na primeira expansão em que escolheram de forma diferente</translation>
    </message>
</context>
<context>
    <name>Lane</name>
    <message>
        <source>Run {number}</source>
        <translation>Execução {number}</translation>
    </message>
    <message>
        <source>Shown: expansion {count} of {total}</source>
        <translation>Mostrada: expansão {count} de {total}</translation>
    </message>
    <message>
        <source>Solved after 1 expansion</source>
        <translation>Resolvido após 1 expansão</translation>
    </message>
    <message>
        <source>Ended after 1 expansion</source>
        <translation>Terminou após 1 expansão</translation>
    </message>
    <message>
        <source>Solved after {count} expansions</source>
        <translation>Resolvido após {count} expansões</translation>
    </message>
    <message>
        <source>Ended after {count} expansions</source>
        <translation>Terminou após {count} expansões</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronta</translation>
    </message>
    <message>
        <source>{count} expanded</source>
        <translation>{count} expandidos</translation>
    </message>
</context>
<context>
    <name>RaceBar</name>
    <message>
        <source>&amp;Runs</source>
        <translation>E&amp;xecuções</translation>
    </message>
    <message>
        <source>How many runs side by side (2 to 4)</source>
        <translation>Quantas execuções lado a lado (2 a 4)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Passo</translation>
    </message>
    <message>
        <source>One expansion of each run (lockstep)</source>
        <translation>Uma expansão de cada execução (em sincronia)</translation>
    </message>
    <message>
        <source>Run in &amp;lockstep</source>
        <translation>Executar em &amp;sincronia</translation>
    </message>
    <message>
        <source>Step every run again and again, all at the same expansion</source>
        <translation>Avançar um passo em todas as execuções, vez após vez, todas na mesma expansão</translation>
    </message>
    <message>
        <source>R&amp;ace</source>
        <translation>&amp;Corrida</translation>
    </message>
    <message>
        <source>Every run as fast as it can, each in its thread</source>
        <translation>Cada execução o mais depressa que puder, cada uma na sua thread</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Pa&amp;rar</translation>
    </message>
    <message>
        <source>End every run now</source>
        <translation>Terminar já todas as execuções</translation>
    </message>
    <message>
        <source>R&amp;eset</source>
        <translation>Re&amp;iniciar</translation>
    </message>
    <message>
        <source>Every run back to the initial board</source>
        <translation>Todas as execuções de volta ao tabuleiro inicial</translation>
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <source>open</source>
        <translation>abertos</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fechados</translation>
    </message>
    <message>
        <source>nodes expanded</source>
        <translation>nós expandidos</translation>
    </message>
    <message>
        <source>nodes in the list</source>
        <translation>nós na lista</translation>
    </message>
    <message>
        <source>Open and closed lists of every run</source>
        <translation>Listas de abertos e fechados de cada execução</translation>
    </message>
</context>
<context>
    <name>RaceTable</name>
    <message>
        <source>Run {number}</source>
        <translation>Execução {number}</translation>
    </message>
    <message>
        <source>looking back</source>
        <translation>a rever</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>pronta</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>a procurar</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>resolvido</translation>
    </message>
    <message>
        <source>no solution (proved)</source>
        <translation>sem solução (provado)</translation>
    </message>
    <message>
        <source>stopped, unsolved</source>
        <translation>parou sem resolver</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Nós expandidos</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Nós gerados</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abertos</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Fechados</translation>
    </message>
    <message>
        <source>Largest open</source>
        <translation>Maior lista de abertos</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Repetidos</translation>
    </message>
    <message>
        <source>Solution length</source>
        <translation>Comprimento da solução</translation>
    </message>
    <message>
        <source>The statistics of every run, one column per run</source>
        <translation>As estatísticas de cada execução, uma coluna por execução</translation>
    </message>
</context>
<context>
    <name>RunChooser</name>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>This run&apos;s search algorithm</source>
        <translation>O algoritmo de procura desta execução</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>Heurística</translation>
    </message>
    <message>
        <source>This run&apos;s heuristic (informed searches only)</source>
        <translation>A heurística desta execução (só procuras informadas)</translation>
    </message>
    <message>
        <source>{label}: {low} to {high}</source>
        <translation>{label}: {low} a {high}</translation>
    </message>
</context>
<context>
    <name>SideBySideMenu</name>
    <message>
        <source>Side &amp;by side…</source>
        <translation>&amp;Lado a lado…</translation>
    </message>
    <message>
        <source>Two to four runs on this problem, in lockstep or racing</source>
        <translation>Duas a quatro execuções neste problema, em sincronia ou em corrida</translation>
    </message>
</context>
<context>
    <name>SideBySideWindow</name>
    <message>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>WinnerLabel</name>
    <message>
        <source>No winner: no run solved the problem.</source>
        <translation>Sem vencedor: nenhuma execução resolveu o problema.</translation>
    </message>
    <message>
        <source>★ Winner: run {name}, solved with the fewest expansions ({count}).</source>
        <translation>★ Vencedora: execução {name}, resolveu com menos expansões ({count}).</translation>
    </message>
    <message>
        <source>The winner solved the problem expanding the fewest nodes; between equals, the cheaper solution, then the run further left.</source>
        <translation>A vencedora resolveu o problema expandindo menos nós; entre iguais, a solução mais barata e depois a execução mais à esquerda.</translation>
    </message>
</context>
<context>
    <name>ScatterPlot</name>
    <message>
        <source>true remaining cost h*</source>
        <translation>verdadeiro custo restante h*</translation>
    </message>
    <message>
        <source>estimate h</source>
        <translation>estimativa h</translation>
    </message>
    <message>
        <source>h against h*</source>
        <translation>h contra h*</translation>
    </message>
</context>
<!-- "More below" says a group begun in view continues below (issue 33 item 13) -->
<context>
    <name>MoreBelow</name>
    <message>
        <source>{group} continues below</source>
        <translation>{group} continua abaixo</translation>
    </message>
</context>
<!-- Issue 33, Side by side, Compare, quiz, thresholds and menus (h-gui2) -->
<context>
    <name>WindowCommands</name>
    <message>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
</context>
<context>
    <name>RaceChart</name>
    <message>
        <source>Runs {runs} and {last} have the same curves: drawn one over the other, each run's lines wider than the next one's.</source>
        <translation>As execuções {runs} e {last} têm as mesmas curvas: desenhadas umas sobre as outras, as linhas de cada execução mais largas que as da seguinte.</translation>
    </message>
</context>
<!-- File > Open your own search… (issue 35 item 3) -->
<context>
    <name>OwnSearchOpener</name>
    <message>
        <source>Open your own &amp;search…</source>
        <translation>Abrir a sua &amp;procura…</translation>
    </message>
    <message>
        <source>Open a trace your own search wrote, replayed on the board and held to the algorithm's rule</source>
        <translation>Abrir o traço que a sua procura escreveu, repetido no tabuleiro e confrontado com a regra do algoritmo</translation>
    </message>
    <message>
        <source>Your search's verdict</source>
        <translation>Veredicto da sua procura</translation>
    </message>
    <message>
        <source>Open your own search</source>
        <translation>Abrir a sua procura</translation>
    </message>
    <message>
        <source>Traces (*.jsonl *.lisp *.lsp *.txt *.trace)</source>
        <translation>Traços (*.jsonl *.lisp *.lsp *.txt *.trace)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>A verificar {file}…</translation>
    </message>
    <message>
        <source>Cannot open {file} as your own search:</source>
        <translation>Não é possível abrir {file} como a sua procura:</translation>
    </message>
    <message>
        <source>

The current run stays as it was.</source>
        <translation>

A execução atual fica como estava.</translation>
    </message>
    <message>
        <source>Cannot open your own search</source>
        <translation>Não é possível abrir a sua procura</translation>
    </message>
    <message>
        <source>Opened your own search in {file}</source>
        <translation>Aberta a sua procura em {file}</translation>
    </message>
    <message>
        <source>Close the {panel} panel</source>
        <translation>Fechar o painel {panel}</translation>
    </message>
    <message>
        <source>Detach the {panel} panel</source>
        <translation>Destacar o painel {panel}</translation>
    </message>
</context>
<context>
    <name>VerdictPane</name>
    <message>
        <source>File &gt; Open your own search… shows a trace your program wrote, held to the puzzle's rules and the algorithm's.</source>
        <translation>Ficheiro &gt; Abrir a sua procura… mostra o traço que o seu programa escreveu, confrontado com as regras do puzzle e do algoritmo.</translation>
    </message>
    <message>
        <source>Show the first departure</source>
        <translation>Mostrar o primeiro afastamento</translation>
    </message>
    <message>
        <source>Beside the reference run…</source>
        <translation>Ao lado da execução de referência…</translation>
    </message>
    <message>
        <source>Your search and the program's own run of it, side by side</source>
        <translation>A sua procura e a execução do próprio programa, lado a lado</translation>
    </message>
</context>
<context>
    <name>DepartureMark</name>
    <message>
        <source>Your search first departs from the rules at expansion {n:,}</source>
        <translation>A sua procura afasta-se das regras pela primeira vez na expansão {n:,}</translation>
    </message>
</context>
<context>
    <name>OwnSearchSideBySide</name>
    <message>
        <source>Your search beside the reference run</source>
        <translation>A sua procura ao lado da execução de referência</translation>
    </message>
    <message>
        <source>Run 1: your search ({name})</source>
        <translation>Execução 1: a sua procura ({name})</translation>
    </message>
    <message>
        <source>Run 2: the reference run</source>
        <translation>Execução 2: a execução de referência</translation>
    </message>
    <message>
        <source>your search {file}</source>
        <translation>a sua procura {file}</translation>
    </message>
    <message>
        <source>the reference run, {run}</source>
        <translation>a execução de referência, {run}</translation>
    </message>
</context>
<context>
    <name>ScatterPlot</name>
    <message>
        <source>h ≤ h*: admissible there</source>
        <translation>h ≤ h*: admissível aí</translation>
    </message>
    <message>
        <source>h &gt; h*: overestimates</source>
        <translation>h &gt; h*: sobrestima</translation>
    </message>
    <message>
        <source>h = h*</source>
        <translation>h = h*</translation>
    </message>
    <message>
        <source>Heuristic {heuristic} against h*, problem {problem}</source>
        <translation>Heurística {heuristic} contra h*, problema {problem}</translation>
    </message>
    <message>
        <source>{drawn} of {total} expanded nodes drawn</source>
        <translation>{drawn} de {total} nós expandidos desenhados</translation>
    </message>
    <message>
        <source>{count} not drawn: h* = ∞, no goal can be reached from them</source>
        <translation>{count} não desenhados: h* = ∞, nenhum objetivo se alcança a partir deles</translation>
    </message>
    <message>
        <source>{count} not drawn: h* not known within the budget</source>
        <translation>{count} não desenhados: h* não conhecido dentro do orçamento</translation>
    </message>
    <message>
        <source>{count} not drawn: h = ∞</source>
        <translation>{count} não desenhados: h = ∞</translation>
    </message>
</context>
<!-- a chart's axis titles, said short along a short axis (axis_titles.py) -->
<context>
    <name>AxisTitles</name>
    <message>
        <source>expanded</source>
        <translation>expandidos</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nós</translation>
    </message>
</context>
</TS>
