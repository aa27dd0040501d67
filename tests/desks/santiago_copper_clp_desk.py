"""Santiago copper / Chilean equities / CLP desk of an AFP (pension-fund manager).

Seeded generator of a busy Discord channel day (capture JSONL + ground-truth labels).
Standard library only. Pure function of its arguments.

CLI:
    python -m tests.desks.santiago_copper_clp_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "santiago_copper_clp_desk"
DISCORD_EPOCH = 1420070400000
UTC = timezone.utc
# Midnight in Santiago (CLST, UTC-3) at the end of 2026-12-07.
DEFAULT_END = datetime(2026, 12, 8, 3, 0, 0, tzinfo=UTC)
LOCAL_OFFSET_H = -3

GUILD_ID = "1163718204559826944"
CHANNEL_NAMES = ["mesa-cobre-clp", "mesa-cobre-clp-2", "mesa-cobre-clp-3", "mesa-cobre-clp-4"]

# ---------------------------------------------------------------- people and bots
P = {
    "pancho": ("803451187264749589", "Pancho Errázuriz", False),   # desk lead
    "coni": ("911273045585109012", "Coni Valdés", False),          # equities trader
    "nico": ("952610873361776651", "Nico Fuenzalida", False),      # FX / rates
    "cio": ("740288913054023701", "Rodrigo Aylwin (CIO)", False),  # approves
    "cata": ("987130662715412520", "Cata Morales · Riesgo", False),
    "benja": ("1062214850097709117", "Benja Schmidt", False),      # junior analyst
    "mati": ("1015573096630911006", "Mati Ossandón", False),       # physical cathode
    "atacama": ("1231187740592476230", "Atacama-R", True),          # research agent
    "quillay": ("1231190082281627719", "Quillay-Exec", True),       # execution agent
    "oms": ("1198470521366151259", "OMS-Cóndor", True),
    "lmeb": ("1198471650493759529", "LME-ClearBridge", True),
    "risk": ("1198473312077283399", "Riesgo-Andes", True),
    "wire": ("1174058224712237066", "Cablero", True),
    "fix": ("1174060991308345395", "Fixing-CLP", True),
    "pnl": ("1198475100812701727", "PnL-Bot", True),
    "mon": ("1156720455014891580", "sys-monitor", True),
    "cron": ("1156721880713343067", "cron-runner", True),
    "ci": ("1156723117634437190", "CI-Jenkins", True),
    "gw": ("1156724409051381790", "gateway", True),
}


def _snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _channel_id(index: int) -> str:
    ms = 1689004211000 + index * 86_400_137 + 7_771
    return str(_snow(ms, 3 + index % 7, 17 + index))


def cl(x: float, d: int = 0) -> str:
    """Chilean number format: dot thousands, comma decimals."""
    s = f"{x:,.{d}f}"
    return s.replace(",", "§").replace(".", ",").replace("§", ".")


def en(x: float, d: int = 0) -> str:
    return f"{x:,.{d}f}"


def _iso(t: datetime) -> str:
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def _ms(t: datetime) -> int:
    return int(t.timestamp() * 1000)


# ---------------------------------------------------------------- flow builder
class Flow:
    def __init__(self, rng: random.Random, day_start: datetime, channel_id: str, worker: int):
        self.rng = rng
        self.day_start = day_start  # UTC instant of local midnight
        self.channel_id = channel_id
        self.worker = worker
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.hard: list[dict] = []
        self.noise: list[str] = []
        self.near: list[str] = []
        self.idioms: list[dict] = []
        self.superseded: list[tuple[str, str]] = []
        self.removed: list[str] = []
        self.threads: dict[str, str] = {}  # thread key -> starter msg key
        self._n = 0

    # local hour (float) -> UTC datetime, with a little jitter in seconds
    def L(self, h: float, jitter_s: float = 90.0) -> datetime:
        sec = h * 3600 + self.rng.uniform(0, jitter_s)
        sec = max(1.0, min(sec, 24 * 3600 - 2))
        return self.day_start + timedelta(seconds=sec, microseconds=self.rng.randint(0, 999) * 1000)

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, kind="chat", attachments=None):
        self._n += 1
        key = f"m{self._n}"
        if who[1] == "Cablero" and content.startswith("[CABLERO]") and "\n" not in content:
            content = content + "\n" + self.rng.choice(WIRE_BODY)
        self.msgs.append({"key": key, "t": t, "who": who, "content": content, "embeds": embeds or [],
                          "ref": ref, "thread": thread, "attachments": attachments or [],
                          "final": content, "state": "live"})
        if kind == "noise":
            self.noise.append(key)
        elif kind == "near":
            self.near.append(key)
        return key

    def msg(self, key):
        for m in self.msgs:
            if m["key"] == key:
                return m
        raise KeyError(key)

    def label(self, key, etype, facts, phrasing):
        self.hard.append({"key": key, "event_type": etype, "facts": list(facts), "phrasing": phrasing})

    def idiom(self, key, name, expected):
        self.idioms.append({"key": key, "idiom": name, "expected": expected})

    def edit(self, key, t, new_content, superseded=None):
        m = self.msg(key)
        self.ops.append({"t": t, "op": "edit", "key": key, "content": new_content})
        m["final"] = new_content
        if m["state"] == "live":
            m["state"] = "edited"
        for s in superseded or []:
            self.superseded.append((key, s))

    def delete(self, key, t, snippet):
        self.ops.append({"t": t, "op": "delete", "key": key})
        self.msg(key)["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, keys, t, snippets):
        self.ops.append({"t": t, "op": "bulk_delete", "keys": list(keys)})
        for k in keys:
            self.msg(k)["state"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, key, t, by, snippet):
        self.ops.append({"t": t, "op": "forget", "key": key, "by": by})
        self.msg(key)["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, key, t, by):
        self.ops.append({"t": t, "op": "pin", "key": key, "by": by})

    def react(self, key, t, emoji, by):
        self.ops.append({"t": t, "op": "reaction_add", "key": key, "emoji": emoji, "by": by})

    def unreact(self, key, t, emoji, by):
        self.ops.append({"t": t, "op": "reaction_remove", "key": key, "emoji": emoji, "by": by})


# ---------------------------------------------------------------- text pools
ACKS = ["ok", "gracias", "👍", "thx", "vale", "buena", "ya po", "🙏", "oki", "listo, gracias", "👌", "gracias cabros",
        "ok ok", "✅", "bacán", "joya"]

CHAT = [
    "el cobre está pegado en {hg} po, cero volumen en COMEX todavía",
    "cachai que el peso se fue a {clp} en la apertura? los locales vendiendo dólares al tiro",
    "Yangshan premium sigue en {yang} USD/t, los chinos no están comprando nada weón",
    "¿alguien pidió almuerzo? voy al Líder de Apoquindo en 10",
    "IPSA abre plano, {ipsa} pts, volumen flojo por el feriado en EE.UU. de la semana pasada... no, ese fue el jueves pasado. flojo igual",
    "la curva de BTP se empinó 3 pb en la parte larga, nada muy loco",
    "el spread cash-3M en LME está en backwardation de {bw} USD/t, raro para diciembre",
    "weón el aire acondicionado de nuevo apagado, estamos a 31 grados acá",
    "el mercado de UF está tranquilo, la inflación de noviembre salió en línea",
    "Cochilco sube su proyección de precio promedio 2027, nada que no supiéramos",
    "Perú sigue con paro en el corredor minero, pero eso es más zinc que otra cosa",
    "la curva forward del dólar está con puntos swap de {pts} a un mes",
    "estoy revisando el reporte de la SVS... perdón, CMF, de costumbre jaja",
    "la reunión de comité se corre a las 16:30, avisó la secretaria de Rodrigo",
    "el volumen en SQM-B viene siendo la mitad del promedio de 20 días",
    "el LME stock de cobre subió {stk} t en Rotterdam, nada relevante",
    "los gringos vuelven mañana con datos de empleo, ojo con el dólar",
    "el spread BTP 10 vs UST 10 está en {spr} pb, bastante estable",
    "cuánto está el cobre en Shanghái? no me carga el terminal",
    "SHFE cerró en {shfe} CNY/t, casi sin cambios",
    "el corredor dice que hay un bloque de COPEC dando vueltas, pero nada concreto",
    "me llegó el informe de Cochilco, lo subo a la carpeta compartida",
    "la Bolsa de Santiago tuvo un problema con el feed de puntas, ya volvió",
    "cabros, a las 17 hay simulacro de evacuación, no se asusten",
    "el CLP se está moviendo más con el cobre que con el DXY hoy, correlación 1M en {corr}",
    "¿alguien tiene el teléfono del back office de LME clearing? el de siempre no contesta",
    "la OPA de la competencia no se habla en el chat po, acuérdense del compliance",
    "mañana hay licitación de BTP en el Banco Central, monto {lic} mil millones",
    "la volatilidad implícita del HG está en {iv}%, barata vs histórica",
    "estoy con el modelo de curva UF, me faltan los datos del IPC de octubre revisados",
    "los fondos A y B están con más renta variable local que el mes pasado, según el reporte de la Superintendencia",
    "ya po, quien se robó mi taza del Colo-Colo",
    "el terminal de Bloomberg del puesto 4 se reinició solo otra vez",
    "el BCCh publicó el IPoM, lo leo en la tarde",
    "puntos forward en {pts} y el carry sigue pagando, pero menos que en septiembre",
    "el premio físico en Rotterdam sigue en {rot} USD/t sobre LME",
    "ENELAM con harto volumen hoy, ni idea por qué",
    "Codelco va a presentar sus resultados del trimestre la próxima semana, no esta",
    "las puntas en CMPC están anchísimas, como 0,6%",
    "la semana que viene cierra el año contable del fondo, ojo con los cortes",
    "el dato del IMACEC lo publican el lunes, no hoy",
    "cachai que el LME subió las tarifas de clearing desde enero",
    "el BTU-2030 cotiza en {btu}% por UF, sin movimientos",
    "pucha, se cayó la VPN un rato, ya volví",
    "el mercado de cátodos en China está con descuentos de {disc} USD/t en Shanghai spot",
    "el margen inicial de LME para cobre no ha cambiado esta semana",
    "el spread HG-LME está en {arb} USD/t, el arbitraje sigue abierto pero caro en flete",
    "alguien vio el partido anoche? la U otra vez perdiendo po",
]

CHAT_LONG = [
    "cabros, les resumo lo del call con el broker de Londres: dicen que el LME está muy técnico, que los CTAs están largos pero no al máximo, y que el backwardation es por metal en Asia que no se puede mover rápido. nada muy nuevo, pero lo dejo acá pa que quede. también comentaron que los warrants cancelados en Port Klang son de un solo dueño, así que ojo con los spreads cortos",
    "leí el informe de Cochilco entero (sí, entero weón). lo más interesante es que bajan la producción esperada de Codelco para el próximo año por leyes, y que las fundiciones chinas siguen con TC casi en cero. dicen que el déficit de concentrado se mantiene hasta 2028 por lo menos. el resto es lo mismo de siempre, cuadros de demanda por sector y el típico gráfico de vehículos eléctricos",
    "sobre el peso: el flujo de las AFP en forwards es lo que más mueve ahora, más que el cobre incluso. cuando los fondos cubren más, el dólar baja altiro. el problema es fin de año, que todos hacen el rebalanceo al mismo tiempo y la liquidez se seca. en 2024 vimos saltos de 10 pesos en un día por eso, así que mejor tenerlo presente pa la planificación de la última semana",
    "el comité de inversiones pidió para el jueves una presentación con la exposición total a cobre, sumando futuros, acciones mineras indirectas y el efecto vía peso. Benja, ¿me ayudas con las tablas? la idea es mostrar la sensibilidad a un movimiento de 10% en el precio, separado por fondo A, B, C, D y E, y con el efecto en la rentabilidad en UF",
    "me llamaron de la fundición de nuevo por el tema de la calidad del cátodo del embarque anterior; al final era un tema de papeles del certificado LME, no del metal. quedó resuelto pero les pedí que para el próximo embarque manden los certificados antes, que si no el banco no libera la carta de crédito y se nos atrasa todo, cachai",
    "estuve mirando la curva de BTP con Nico y la parte de 5 a 10 años está bien valorizada, la de 20 está un poco cara vs los swaps. igual la demanda de las compañías de seguros por rentas vitalicias sostiene la parte larga, así que no es algo para apostar en contra, es más bien para tenerlo en cuenta en las licitaciones de enero",
    "pa los que llegaron nuevos: el dólar observado es el promedio ponderado de las operaciones spot del día anterior que publica el Banco Central, y los NDF se liquidan contra ese número. por eso siempre miramos el fixing preliminar a la una y el publicado a las seis y media. no confundir con el spot de pantalla, que puede estar 2 o 3 pesos distinto",
    "la reunión con el equipo de cumplimiento fue larga pero tranquila. recordaron que no se comentan en el chat operaciones de otros fondos ni datos personales de afiliados, y que los RUT van solo por el sistema de backoffice, nunca por acá. también que las conversaciones con contrapartes tienen que quedar grabadas, así que nada de WhatsApp con los corredores po",
    "lo de Escondida no es la primera vez: en 2017 la huelga duró 44 días y el precio subió al principio y después se devolvió todo cuando se vio que había inventarios. esta vez los inventarios están más bajos, pero también la demanda china está más floja. mi lectura es que el mercado va a reaccionar fuerte los primeros días y después depende de cuánto dure",
    "el sistema de riesgo nuevo calcula la exposición a cobre sumando el delta de los futuros y una beta de las acciones mineras, y por eso a veces nos salta el límite aunque no hayamos tocado los futuros. Cata dice que lo van a revisar en el comité de enero, pero por ahora es lo que hay. mejor avisar antes de meter órdenes grandes de SQM-B o de las forestales",
    "dato curioso: el consumo de cobre en data centers es como 1% de la demanda total, pero en las noticias parece que fuera la mitad. los de research de los bancos de inversión lo usan harto para vender la historia. el grueso sigue siendo construcción, redes eléctricas y electrodomésticos en China, y eso es lo que hay que mirar",
    "la planilla de márgenes de LME tiene un error en la columna de colateral, suma dos veces los bonos del Tesoro. ya le avisé a operaciones, lo arreglan hoy. no afecta nada de lo que mandamos al clearing, es solo el reporte interno, pero si alguien lo usó pa algo que lo revise de nuevo",
    "hablé con el analista de la corredora sobre Falabella: dice que el negocio en Perú está mejorando, que la parte de centros comerciales va bien y que el banco está con menos mora. el tema sigue siendo Colombia y el marketplace. no cambió su recomendación, sigue en mantener, pero subió un poco el precio objetivo",
    "ojo que mañana cambia el horario de la sesión de LME por mantención del sistema LMEselect, abre media hora más tarde. el bridge ya está configurado, pero si ven alertas raras de desconexión entre las 5 y las 5:30 de la mañana es por eso, no es el mismo problema de anoche",
    "con el tema del UF: la inflación de noviembre vino en línea, así que la UF va a subir más o menos lo esperado en diciembre y enero. los BTU cortos están pagando bien en términos reales, pero los largos ya no tanto. para el fondo E la duración es lo que manda, así que no hay mucho que hacer fuera de seguir el benchmark",
]

CHAT_SENT = [
    "el HG está respetando el rango de la semana, {hg} es justo la mitad",
    "el volumen en COMEX recién ahora empieza a subir",
    "los de Londres dicen que hay poco metal disponible en Asia",
    "el backwardation cash-3M se ve en {bw} USD/t",
    "el peso sigue más pegado al cobre que al dólar global",
    "los puntos forward a un mes están en {pts}",
    "la curva de BTP no se ha movido nada en la mañana",
    "el BTU-2030 cotiza en {btu}% y no hay puntas grandes",
    "el IPSA está en {ipsa} puntos, con bancos arriba y retail abajo",
    "las mineras en Toronto abrieron mixtas",
    "el Yangshan premium sigue en {yang} USD/t, sin señales de reposición",
    "la vol implícita del HG está en {iv}%, bastante barata",
    "en Shanghái el cierre fue {shfe} CNY/t",
    "los stocks LME subieron {stk} t, casi todo en Europa",
    "el arbitraje HG-LME está en {arb} USD/t",
    "el premio en Rotterdam está en {rot} USD/t sobre LME",
    "el descuento en Shanghai spot anda en {disc} USD/t",
    "la correlación 1M peso-cobre está en {corr}",
    "los corredores dicen que hay poco flujo extranjero hoy",
    "la licitación de BTP de mañana es por {lic} mil millones",
    "el spread contra Treasuries está en {spr} pb",
    "operaciones confirmó que el margen de LME quedó igual",
    "el reporte de la Superintendencia sale el viernes",
    "la fundición todavía no manda los certificados del embarque",
    "el comité se movió para las 16:30",
    "los datos de empleo gringos son el viernes",
    "el DXY está en {dxy}, bien tranquilo",
    "China sigue con los inventarios de cátodo bajando de a poco",
    "las forestales están sufriendo con la celulosa en China",
    "los bancos locales siguen con buenos resultados",
    "el flujo de las AFP en forwards fue vendedor de dólares otra vez",
    "el Brent está en {brent} USD, no afecta mucho",
    "el spread de SQM-B entre puntas está normal",
    "la liquidez de fin de año se va a secar después del 20",
    "el bridge de LME anda estable desde que Cata lo reinició",
]

NEWS_GENERIC = [
    ("EE.UU.: solicitudes de subsidio por desempleo {jc} mil, en línea con lo esperado", None),
    ("Brasil: Copom mantiene la Selic; el real se aprecia 0,4% contra el dólar", None),
    ("Wall Street abre mixto; el S&P 500 {spx}% a la espera de datos de empleo", None),
    ("Argentina: el BCRA compra USD {bcra} millones en el mercado de cambios", None),
    ("Oil: Brent steady near USD {brent} as OPEC+ keeps output policy unchanged", None),
    ("Europe: Stoxx 600 edges {stoxx}% higher, led by banks", None),
    ("Colombia: Ecopetrol nombra nuevo gerente financiero", None),
    ("Japan: BoJ minutes show debate on next hike timing", None),
    ("México: Banxico recorta tasa en 25 pb, el peso mexicano estable", None),
]

PAR_MACRO = [
    "Macro backdrop. The dollar index sits at {dxy} and has been range-bound for eleven sessions. China's October credit data showed a marginally positive impulse (TSF {tsf} trn CNY), but property starts remain {prop}% below last year. We read this as a demand floor rather than a demand catalyst for red metal: grid spending by State Grid is running ahead of budget and usually supports cathode offtake into the Lunar New Year restock, yet the Yangshan bonded premium at USD {yang}/t does not show that restock starting yet. Fabricator operating rates in the Yangtze delta were reported at {fab}% last week, roughly flat on the month.",
    "Positioning. COMEX managed money is net long {mm}k contracts, about the 70th percentile of the last five years, so the market is not clean. LME commitments of traders show investment funds adding modestly to longs in the 3M contract. The cash-3M spread at USD {bw}/t backwardation is unusual for December and mostly reflects tight on-warrant stock in Asian sheds rather than a global shortage. Cancelled warrants rose to {cw}% of total LME stock, which historically has preceded short squeezes that fade within two to three weeks.",
    "Chilean peso. USD/CLP has tracked copper more than the broad dollar this month: the one-month rolling correlation with HG is {corr}, versus 0.31 with DXY. Local pension-fund flows have been a net USD seller in the forward market for three weeks, and the one-month forward points ({pts}) leave carry positive but thinner than in the third quarter. The BCCh's latest monetary policy report kept a cautious tone; market pricing implies roughly {cuts} bp of further easing over twelve months. The 'dólar observado' has printed within a 1.2% band for nine sessions.",
    "Local rates. The BTP curve steepened by about 3 bp in the 5s10s segment after last week's auction, with the 10-year near {btp}% nominal and the BTU-2030 near {btu}% real. Breakevens around 3.4% look consistent with the central bank's path. Duration demand from the pension system remains the dominant flow, and we see no change in that picture before the year-end fund rebalancing. Liquidity in the UF-linked segment is thin in December, so round lots move prices more than usual.",
    "Equities. The IPSA has lagged the MSCI EM index by {lag} pp year-to-date, mostly because of materials and retail. Valuations for the large banks sit near 1.6x book. SQM-B remains the most liquid proxy for lithium exposure on the Santiago exchange, trading roughly {liq} USD million per day, and its correlation with the copper price has weakened as lithium carbonate prices stabilised. Retailers remain sensitive to the consumer credit cycle, which the latest delinquency data suggests is past its worst point.",
    "Supply side. Chile's mine output for October came in soft, with state producer volumes down year-on-year and private producers flat. Grades at the largest open-pit operations continue to decline at roughly 2-3% per year, which is structural and already in consensus balances. Concentrate treatment charges for 2027 remain near historically low levels, a sign that smelters are short of feed; the mid-year benchmark discussions will matter more than any single headline this month. Peru's southern corridor disruptions are intermittent and mostly affect logistics rather than mine production.",
    "Physical market. Cathode premiums for 2027 contracts are being discussed in a wide range. European buyers have been reluctant to accept the producers' opening offers, while Chinese smelters continue to export surplus cathode to LME sheds when the import arbitrage closes. Rotterdam premiums near USD {rot}/t over LME and Shanghai spot discounts of about USD {disc}/t suggest Western physical demand is steadier than Chinese demand at the margin. Freight rates from Chilean ports to Shanghai are up roughly 8% month-on-month.",
    "Volatility. HG three-month implied volatility is {iv}%, below the one-year realised of about 24%, so optionality is cheap relative to history. Skew favours calls modestly, a sign that the market is more worried about supply interruptions than about a demand shock. Weekly realised volatility in USD/CLP is running near 9% annualised. The correlation between CLP and copper tends to rise in stress episodes, which reduces the diversification between the desk's copper and peso books precisely when it is most needed.",
    "Methodology note. The figures above are taken from exchange data, the LME clearing bridge and the desk's own position files as of 07:00 Santiago time; they are not investment recommendations on their own. Scenario ranges use a bootstrap of daily returns since 2010 with regime weights from the last 250 sessions. We updated the treatment of roll yield in the HG back months this week, which changes the carry estimates by less than one basis point per month.",
    "Inventories. Visible exchange stocks (LME, COMEX, SHFE plus bonded Shanghai) total about {vis} kt, roughly {days_c} days of global consumption, which is low by the standards of the last decade but not extreme. COMEX stocks have continued to build as the US tariff premium attracted metal earlier in the year, and a part of that metal is not readily available to the rest of the world. LME on-warrant stock in Asian locations fell again this week; European sheds are stable. The distribution of stock matters more than the headline total for spreads: tightness in one location can coexist with comfortable global supply.",
    "China demand detail. Apparent consumption estimates for November point to growth of roughly {cn_g}% year-on-year, with power grid and new-energy vehicles offsetting weak construction. Copper rod operating rates have been stable, and wire and cable producers report orders broadly in line with the seasonal pattern. Scrap availability improved after the change in import rules, and the refined-to-scrap spread at about CNY {scrap}/t makes scrap competitive again, which caps refined demand at the margin. Air-conditioner production schedules for the first quarter are modestly higher year-on-year.",
    "Energy transition. Long-run demand projections for copper in grids, EVs, renewables and data centres are unchanged in our framework; the debate is about timing rather than direction. Grid investment in Europe and the United States is constrained by permitting and transformer supply rather than by funding. Data-centre related demand is small in tonnage terms but grows quickly and is highly visible in market narratives, which matters for positioning more than for balances. Substitution by aluminium in some cable applications continues at the margin when the copper/aluminium price ratio exceeds 3.5.",
    "Chilean equities detail. Bank earnings have surprised positively on lower funding costs and stable credit quality, and the large banks trade on dividend yields near {div}%. Utilities are recovering from last year's tariff freeze, though regulatory risk remains. The forestry names are sensitive to pulp prices, which have softened in China. Retail remains the most cyclical segment: same-store sales have improved for three consecutive months, but margins are pressured by logistics costs and competition from cross-border e-commerce platforms.",
    "Pension-system flows. The multi-fund system's monthly switching has been calm since the regulator tightened the rules on advisory services, so the large, abrupt moves between funds A and E seen in previous years are less likely. Net contributions continue to grow with formal employment. The reform discussion in Congress has moved to secondary details and is not a source of near-term flow risk in our view. Foreign investment limits are far from binding for most funds, and the FX hedging ratio of foreign assets has drifted down over the year.",
    "Rates detail. The BCCh's survey of economists points to the policy rate reaching {tpm}% by the end of next year. Inflation expectations two years ahead are anchored at 3%, while one-year expectations moved down after the latest CPI. UF-linked bonds have outperformed nominals this quarter as breakevens compressed. The Treasury's issuance calendar for the first half is heavier in UF than last year, which is a supply headwind for the long end of the real curve. Foreign participation in peso bonds has risen to about {foreign}% of the outstanding stock.",
    "Counterparty and operations. LME clearing margins were unchanged this week. Initial margin for the desk's copper futures accounts is within the normal band, and collateral usage is comfortable. The LME bridge experienced read timeouts overnight that were resolved by a connection-pool restart; no trades were affected. The OMS deployment scheduled for the weekend includes a patch for the partial-fill display in the markdown tables and an update to the risk engine's message format. The weekend maintenance window runs from 02:00 to 05:00 Santiago time.",
    "Risks to the view. Upside: an extended strike at a major Chilean mine, a faster Chinese restock, or a weaker dollar after US data. Downside: a sharp slowdown in Chinese grid spending, a stronger dollar, or renewed tariff headlines affecting US import demand. For the peso, the main idiosyncratic risks are a disorderly move in pension-system FX hedges around year-end and the political calendar. For local equities, foreign flows remain the swing factor and are highly correlated with the copper price.",
    "Calendar. This week brings US payrolls on Friday, the Chinese trade balance on Monday, the BCCh meeting minutes and the Chilean November trade data. LME's December prompt date falls on the 16th, and the HG March contract becomes the most active month from the start of next week. Year-end liquidity in Santiago usually drops after the 20th, and the local exchange closes early on the 31st. Fund rebalancing windows for the multi-fund system run over the last three business days.",
]

BACKTEST = (
    "Backtest appendix (not a recommendation). Using 2010-2025 data, a rule that bought HG front-month on the first headline "
    "of a strike vote at a top-5 Chilean mine and sold after 10 sessions returned an average of {bt_ret}% per event over {bt_n} events, "
    "with a hit rate of {bt_hit}% and a worst drawdown of -{bt_dd}%. The simulated fill in the March 2021 episode was at 4.08 and the exit at 4.31; "
    "in the 2017 Escondida strike the rule would have bought at 2.63 and sold at 2.71. Results are sensitive to the entry lag: waiting one session "
    "cuts the average return by more than half. Transaction costs of 1.5 ticks per side are included. Sample size is small and the result is not "
    "statistically robust at the usual levels."
)


WIRE_BODY = [
    "Los operadores indicaron que los volúmenes fueron menores al promedio de las últimas 20 sesiones y que la atención está puesta en la publicación de datos de empleo del viernes. Analistas consultados no esperan cambios relevantes en la política monetaria en lo que resta del año. (Cablero, redacción Santiago)",
    "Traders said volumes were thin ahead of the weekend and that positioning remained light into the year-end. Several strategists noted that the next data releases could set the tone for January, while others cautioned against reading too much into one session. (Cablero, English desk)",
    "El comunicado oficial no entregó mayores detalles sobre el calendario. Fuentes del mercado señalaron que el anuncio estaba en línea con lo esperado y que el impacto en los precios de los activos locales debería ser acotado. (Cablero, con información de agencias)",
    "Market participants described the move as orderly. Spreads in local credit were little changed and liquidity was described as normal for the season. The statement will be followed by a press conference later in the week. (Cablero / agencies)",
]


def _fill_vars(rng: random.Random, base: dict) -> dict:
    v = dict(base)
    v.update({
        "dxy": en(rng.uniform(99, 106), 1), "tsf": en(rng.uniform(1.2, 2.4), 2), "prop": en(rng.uniform(12, 24), 0),
        "yang": str(rng.randint(28, 66)), "fab": str(rng.randint(58, 74)), "mm": str(rng.randint(28, 61)),
        "bw": str(rng.randint(12, 48)), "cw": str(rng.randint(22, 44)), "corr": en(rng.uniform(0.45, 0.78), 2),
        "pts": cl(rng.uniform(1.5, 3.9), 2), "cuts": str(rng.choice([25, 50, 75])), "btp": en(rng.uniform(5.6, 6.1), 2),
        "btu": cl(rng.uniform(2.2, 2.6), 2), "lag": en(rng.uniform(3, 11), 1), "liq": str(rng.randint(22, 48)),
        "rot": str(rng.randint(180, 260)), "disc": str(rng.randint(5, 40)), "iv": str(rng.randint(17, 23)),
        "ipsa": cl(rng.uniform(7200, 7900), 0), "stk": cl(rng.randint(1000, 9000), 0), "spr": str(rng.randint(110, 160)),
        "shfe": cl(rng.randint(76000, 82000), 0), "lic": cl(rng.randint(150, 300), 0), "arb": str(rng.randint(60, 240)),
        "jc": str(rng.randint(210, 240)), "spx": rng.choice(["+0,2", "-0,1", "+0,4", "-0,3"]),
        "bcra": str(rng.randint(40, 190)), "brent": str(rng.randint(66, 79)), "stoxx": en(rng.uniform(0.1, 0.6), 1),
        "bt_ret": en(rng.uniform(1.1, 2.9), 1), "bt_n": str(rng.randint(9, 16)), "bt_hit": str(rng.randint(55, 72)),
        "bt_dd": en(rng.uniform(3, 7), 1), "vis": str(rng.randint(520, 760)), "days_c": str(rng.randint(7, 11)),
        "cn_g": en(rng.uniform(2, 6), 1), "scrap": str(rng.randint(900, 1800)), "div": en(rng.uniform(5, 8), 1),
        "tpm": en(rng.choice([3.75, 4.0, 4.25]), 2), "foreign": str(rng.randint(9, 17)),
    })
    v["btu"] = v["btu"]
    return v


def _fmt(s: str, v: dict) -> str:
    try:
        return s.format(**v)
    except (KeyError, IndexError):
        return s


STACK = """ERROR [lme-bridge-{n}] c.a.lme.ClearingSession - session dropped while polling trade feed
java.net.SocketTimeoutException: Read timed out
\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)
\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)
\tat java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:355)
\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:976)
\tat java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:484)
\tat java.base/sun.security.ssl.SSLSocketInputRecord.readHeader(SSLSocketInputRecord.java:478)
\tat java.base/sun.security.ssl.SSLSocketImpl$AppInputStream.read(SSLSocketImpl.java:1099)
\tat cl.afp.lme.fix.FixReader.readMessage(FixReader.java:142)
\tat cl.afp.lme.ClearingSession.poll(ClearingSession.java:{ln})
\tat cl.afp.lme.ClearingSession.lambda$start$0(ClearingSession.java:88)
\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)
\tat java.base/java.util.concurrent.FutureTask.runAndReset(FutureTask.java:358)
\tat java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:305)
\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)
\tat java.base/java.lang.Thread.run(Thread.java:1583)
Caused by: java.io.IOException: peer did not respond within 30000 ms (seq={seq})
\t... 16 more
retry {r}/5 in {b}s"""


NPE = """ERROR [oms-condor] c.a.oms.md.MarkdownRenderer - render failed for blotter row id={id}
java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.scale()" because "row.avgPx" is null
\tat cl.afp.oms.md.MarkdownRenderer.formatPrice(MarkdownRenderer.java:{ln})
\tat cl.afp.oms.md.MarkdownRenderer.renderRow(MarkdownRenderer.java:77)
\tat cl.afp.oms.md.MarkdownRenderer.lambda$render$2(MarkdownRenderer.java:58)
\tat java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)
\tat java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1708)
\tat java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)
\tat java.base/java.util.stream.AbstractPipeline.wrapAndCopyInto(AbstractPipeline.java:499)
\tat java.base/java.util.stream.ReduceOps$ReduceOp.evaluateSequential(ReduceOps.java:921)
\tat java.base/java.util.stream.AbstractPipeline.evaluate(AbstractPipeline.java:234)
\tat java.base/java.util.stream.ReferencePipeline.collect(ReferencePipeline.java:682)
\tat cl.afp.oms.md.MarkdownRenderer.render(MarkdownRenderer.java:61)
\tat cl.afp.oms.discord.BlotterPublisher.publish(BlotterPublisher.java:112)
\tat cl.afp.oms.discord.BlotterPublisher.lambda$schedule$0(BlotterPublisher.java:49)
\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)
\tat java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)
\tat java.base/java.lang.Thread.run(Thread.java:1583)
fila omitida del blotter, se reintenta en el próximo ciclo (60s)"""


# ---------------------------------------------------------------- one channel-day
def _day(rng: random.Random, day_start: datetime, channel_id: str, worker: int, cidx: int) -> Flow:
    f = Flow(rng, day_start, channel_id, worker)
    L = f.L
    date_local = (day_start).strftime("%Y-%m-%d")
    ddmm = day_start.strftime("%d-%m-%Y")
    nxt = (day_start + timedelta(days=1)).strftime("%d-%m-%Y")
    V = _fill_vars(rng, {})

    # ---- numbers of the day
    hg = rng.randint(8840, 9060) / 2000.0           # 4,4200 .. 4,5300
    lots = rng.choice([15, 20, 25, 30])
    part = int(lots * rng.choice([0.4, 0.6])) or 1
    sl1 = round(hg - rng.choice([0.06, 0.07, 0.08]), 2)
    sl2 = round(sl1 + 0.02, 2)
    sl3 = round(sl1 + 0.04, 2)
    fill_bad = hg - rng.choice([2, 3]) / 10000.0
    fill_ok = hg - rng.choice([5, 6, 8]) / 10000.0
    fill_part = hg - rng.choice([1, 4]) / 10000.0
    lme = int(round(hg * 2204.62 / 5.0) * 5 + rng.choice([-10, -5, 0, 5]))
    lme_t = rng.choice([250, 375, 500])
    lme_lots = lme_t // 25
    lme_stop = lme + rng.choice([70, 75, 80])
    lme_stop2 = lme + rng.choice([35, 40, 45])
    lme_fill = lme + rng.choice([0, 5])
    sqm = rng.randint(4050, 4450) * 10
    sqm_req = rng.choice([50000, 60000, 80000])
    sqm_ok = rng.choice([30000, 35000, 40000])
    sqm_sl = sqm - rng.randint(120, 160) * 10
    sqm_tp = sqm + rng.randint(300, 380) * 10
    sqm_fill = sqm - rng.randint(1, 6) * 10
    fx = rng.randint(92800, 94600) / 100.0
    fx_not = rng.choice([10, 15, 20])
    fx_sl = fx + rng.choice([5.6, 6.1, 4.9])
    obs = fx + rng.randint(40, 240) / 100.0
    fx2 = obs + rng.randint(50, 95) / 100.0
    fx2_not = fx_not - 5
    fx2_sl = fx2 + rng.choice([5.0, 6.0])
    fx2_fill = fx2 - rng.randint(5, 25) / 100.0
    prem_open = rng.randint(276, 288)
    prem_ask = rng.randint(312, 325)
    prem = rng.choice([292, 295, 298, 301])
    cath_t = rng.choice([2000, 3000, 1500])
    btu_rate = rng.randint(232, 244) / 100.0
    btu_uf = rng.choice([150000, 200000, 250000])
    o = rng.randint(7100, 9400)
    ORD_HG, ORD_SQM, ORD_BLK, ORD_BTU, ORD_NDF = f"ORD-{o}", f"ORD-{o + 3}", f"ORD-{o + 6}", f"ORD-{o + 11}", f"ORD-{o + 14}"
    LCH = f"LCH-{rng.randint(40000, 99999)}"
    OFT = f"OFT-{day_start.strftime('%y%m')}-{rng.randint(2, 19):02d}"
    hg_code = "HGH7"
    pch = rng.uniform(1.4, 2.6)
    codelco_drop = cl(rng.uniform(5.1, 9.4), 1)
    fala = cl(rng.uniform(3.1, 7.9), 1)
    V.update({"hg": cl(hg, 2), "clp": cl(fx, 1)})

    cio = P["cio"]
    pan, coni, nico, cata, benja, mati = P["pancho"], P["coni"], P["nico"], P["cata"], P["benja"], P["mati"]
    atac, quil, oms, lmeb, risk, wire = P["atacama"], P["quillay"], P["oms"], P["lmeb"], P["risk"], P["wire"]

    # optional hard events: choose a few
    optional = ["H5", "W2", "T3", "S2", "F1", "N2", "H6", "K3", "CNDF", "R4", "S3"]
    rng.shuffle(optional)
    opt = set(optional[: rng.randint(1, 4)])
    if rng.random() < 0.35:
        opt.add("BTU")

    # ================================================================ NOISE (scheduled)
    for hh in range(24):
        t = L(hh + rng.uniform(0.0, 0.15), 60)
        lat = rng.randint(8, 31)
        f.post(t, P["mon"], f"♥ hb oms-condor ok · lat {lat}ms · cola=0 · fix-sessions 3/3", kind="noise")
    for hh in [2.0, 6.0, 10.0, 14.0, 18.0, 22.0]:
        blk = 1 if 13.4 < hh else 0
        f.post(L(hh + 0.5, 300), risk, f"riesgo: chequeo periódico ok · límites_ok={23 - blk}/23 · bloqueos_activos={blk} · próxima=4h",
               kind="noise")
    crons = [(1.0, "fx_fwd_points"), (5.5, "lme_stocks_pull"), (7.9, "pre_open_digest"), (12.0, "mid_day_digest"),
             (17.05, "eod_snapshot"), (21.0, "news_dedupe"), (23.5, "backup_positions")]
    for hh, job in crons:
        f.post(L(hh, 120), P["cron"],
               f"cron[{job}] terminado en {rng.randint(3, 90)}s · items={rng.randint(12, 160)} · ruteados=0 · errores=0",
               kind="noise")
    for hh in [3.2, 9.1, 15.6, 20.4]:
        sha = hashlib.sha1(f"{hh}{cidx}{date_local}".encode()).hexdigest()[:7]
        f.post(L(hh, 600), P["ci"],
               f"CI #{rng.randint(4000, 5200)} ✅ oms-condor main@{sha} · tests {rng.randint(400, 420)}/{rng.randint(420, 420)} · deploy staging ok",
               kind="noise")
    ci_bad = f.post(L(11.3, 600), P["ci"], "CI #test ignore — canary lme-bridge ping (no ejecutar)", kind="noise")
    f.delete(ci_bad, L(11.6, 60), "canary lme-bridge ping")
    f.noise.remove(ci_bad)
    # PnL tables
    for hh in [9.95, 13.0, 16.1, 19.05]:
        rows = [("HG mar (HGH7)", rng.randint(-900, 1500)), ("LME 3M CAD", rng.randint(-1200, 900)),
                ("SQM-B", rng.randint(-6000, 9000)), ("COPEC", rng.randint(-3000, 3000)),
                ("CHILE", rng.randint(-1500, 2000)), ("BSANTANDER", rng.randint(-1500, 2000)),
                ("NDF USD/CLP", rng.randint(-4000, 4000)), ("BTP/BTU", rng.randint(-2500, 2500))]
        body = "\n".join(f"| {n} | {cl(x * 1000, 0)} | {cl(x * 1000 / (fx * 1.0), 0)} |" for n, x in rows)
        tot = sum(x for _, x in rows)
        f.post(L(hh, 60), P["pnl"],
               f"**PnL intradía {ddmm} {int(hh):02d}:{int((hh % 1) * 60):02d}** (CLP / USD eq.)\n| libro | CLP | USD |\n|---|---:|---:|\n{body}\n| **total** | **{cl(tot * 1000, 0)}** | **{cl(tot * 1000 / fx, 0)}** |",
               kind="noise")
    # price alerts
    alerts = [(4.2, f"🔔 {hg_code} {cl(hg - 0.011, 4)} (-0,3%) · alerta nocturna"),
              (9.55, f"⚠️ USD/CLP spot {cl(fx + 0.6, 2)} cruza banda superior de alerta"),
              (12.8, f"🔔 LME 3M {cl(lme + 12, 0)} USD/t · +0,4% sesión"),
              (15.2, f"⚠️ {hg_code} {cl(hg + 0.019, 4)} toca máximo del día"),
              (16.4, f"🔔 SQM-B {cl(sqm + 150, 0)} (+{cl(rng.uniform(0.3, 1.4), 1)}%)"),
              (20.8, f"🔔 {hg_code} {cl(hg + 0.007, 4)} · sesión electrónica")]
    for hh, txt in alerts:
        f.post(L(hh, 200), P["mon"], txt, kind="noise")
    # CLP fixing alerts
    f.post(L(10.6, 60), P["fix"], f"💵 Dólar observado vigente {ddmm}: ${cl(fx - 1.3, 2)} (BCCh) · publicado ayer 18:31", kind="noise")
    f.post(L(13.05, 60), P["fix"], f"💵 Fixing preliminar USD/CLP 13:00: {cl(fx + 0.9, 2)} · n={rng.randint(180, 260)} operaciones", kind="noise")
    obs_key = f.post(L(18.52, 40), P["fix"], "", embeds=[{
        "title": f"Dólar observado {nxt}", "description": f"${cl(obs, 2)} por USD · fuente BCCh",
        "fields": [{"name": "Var. diaria", "value": f"{cl(obs - fx + 1.3, 2)}", "inline": True},
                   {"name": "Transacciones", "value": str(rng.randint(900, 1400)), "inline": True}],
        "footer": "Fixing-CLP · publicación 18:31 CLST"}], kind="noise")
    # LME bridge margin statements (CSV with header)
    for hh in [1.6, 8.05, 19.6]:
        im = rng.randint(2800, 3900) * 1000
        f.post(L(hh, 120), lmeb,
               "fecha;cuenta;tipo;moneda;monto;estado\n"
               f"{date_local};AFP-CU-01;margen_inicial;USD;{im};CALCULADO\n"
               f"{date_local};AFP-CU-01;variación;USD;{rng.randint(-300, 300) * 1000};CALCULADO\n"
               f"{date_local};AFP-CU-01;colateral;USD;{im + rng.randint(200, 900) * 1000};OK",
               kind="noise")
    # reconnects / stack traces
    for hh in [4.7, 13.35, 22.3]:
        f.post(L(hh, 300), P["gw"], f"[gateway] reconexión ok (resume) · sesión {hashlib.md5(str(hh + cidx).encode()).hexdigest()[:10]} · seq {rng.randint(10000, 99999)}",
               kind="noise")
    # bulk-deleted reconnect storm (night)
    storm = []
    base = 3.05
    for i in range(5):
        storm.append(f.post(L(base + i * 0.004, 5), lmeb, f"WARN lme-bridge reconnect loop attempt {i + 1} · backoff {2 ** i}s · sesión XLME-FIX-07",
                            kind="chat"))
    f.bulk_delete(storm, L(3.6, 60), ["reconnect loop attempt"])

    # incident thread with stack traces
    inc_t = L(7.35, 60)
    inc = f.post(inc_t, cata, "🧵 incidente lme-bridge: timeouts de lectura desde las 03:00, lo sigo acá para no ensuciar la mesa", kind="chat")
    f.threads["inc"] = inc
    for i, dt in enumerate([2, 9, 23]):
        f.post(inc_t + timedelta(minutes=dt, seconds=rng.randint(0, 50)), lmeb,
               _fmt(STACK, {"n": i + 1, "ln": rng.randint(201, 260), "seq": rng.randint(30000, 90000), "r": i + 2, "b": 2 ** (i + 2)}),
               thread="inc", kind="noise")
    f.post(inc_t + timedelta(minutes=31), cata, "reinicié el pool de conexiones del bridge, se ve estable. si vuelve le aviso a TI del proveedor", thread="inc", kind="chat")
    f.post(inc_t + timedelta(minutes=33), P["gw"], "[lme-bridge] sesión XLME-FIX-07 restablecida · heartbeat 30s ok", thread="inc", kind="noise")
    f.post(inc_t + timedelta(minutes=40), pan, "gracias Cata 🙏", thread="inc", kind="noise")
    for hh in [5.9, 16.7]:
        f.post(L(hh, 600), oms, _fmt(NPE, {"id": rng.randint(100000, 999999), "ln": rng.randint(90, 180)}), kind="noise")
    f.post(L(2.05, 120), risk, "snapshot_cierre_anterior fecha=" + (day_start - timedelta(days=1)).strftime("%Y-%m-%d") + "\n" + "\n".join(
        f"límite={n} uso={rng.randint(20, 78)}% estado=OK" for n in
        ["exposición_cobre_neta", "exposición_clp_neta", "dv01_btp_btu", "var_diario_libro", "emisor_SQM-B_fondo_C", "emisor_COPEC_fondo_C",
         "emisor_CHILE_fondo_B", "emisor_BSANTANDER_fondo_B", "contraparte_BCI", "contraparte_Itaú", "margen_LME", "liquidez_fondo_E",
         "concentración_sector_minero", "tracking_error_fondo_A"]), kind="noise")
    # one daytime stack trace in main channel
    f.post(L(14.95, 300), lmeb, _fmt(STACK, {"n": 4, "ln": 233, "seq": rng.randint(30000, 90000), "r": 1, "b": 2}), kind="noise")

    # ================================================================ HARD EVENTS + NEAR MISSES
    # -- night / early news
    h1 = f.post(L(6.6), wire, f"[CABLERO] 06:{rng.randint(30, 45)} Codelco: producción de cobre propia cae {codelco_drop}% interanual en octubre por menores leyes en El Teniente y Chuquicamata; la estatal mantiene guía 2026. Fuente: Cochilco / comunicado de la empresa.")
    f.label(h1, "held_position_news", ["Codelco", f"{codelco_drop}%"], "tagged")
    f.idiom(h1, "Codelco supply headline moves held copper futures", "held_position_news")

    nm_rep = f.post(L(7.1), atac, "**Atacama-R · Morning note " + date_local + "**\n\n" + "\n\n".join(
        _fmt(p, _fill_vars(rng, {})) for p in rng.sample(PAR_MACRO, 11)) + "\n\n"
        + _fmt("Summary. Nothing in the overnight data changes our framework. If HG were to clear 4.55 on volume we would expect systematic buyers to extend the move, and a drop through 4.35 would likely flush the recent longs; neither is our base case for today.", V),
        kind="near")
    f.idiom(nm_rep, "long English research note with trading words but no decision", "not_hard")

    h2 = f.post(L(8.1), wire, "", embeds=[{
        "title": "BHP's Escondida union votes to strike from Dec 10",
        "description": "Workers at Escondida, the world's largest copper mine, voted to reject BHP's final wage offer and approved a strike starting Dec 10 unless government-mediated talks succeed. Escondida produced about 1.1 million t of copper in fiscal 2026.",
        "author": "Cablero · EN wire", "footer": f"Reuters/Cablero · {date_local} 08:0{rng.randint(1, 9)} CLST"}])
    f.label(h2, "held_position_news", ["Escondida", "strike"], "embed")
    f.idiom(h2, "embed-only English wire on mine strike (underlying of held HG/LME)", "held_position_news")
    f.post(L(8.16), coni, "uf, Escondida. esto mueve el cobre al tiro", ref=h2)

    r3 = f.post(L(8.4), pan, "@Atacama-R toma tú lo de Escondida: escenarios de huelga (1, 2 y 4 semanas) y el impacto en el HG mar y en el peso, antes del cierre de LME. prioridad alta", ref=h2)
    f.label(r3, "route_decision", ["@Atacama-R", "Escondida"], "reply")
    f.idiom(r3, "@mention handing work to the research agent", "route_decision")

    f.post(L(8.5), benja, "buenos días cabros ☀️", kind="noise")

    n_hyp = f.post(L(8.7), pan, f"si el cobre pasa los 4,55 compraríamos otros 10 lotes, pero no antes. por ahora nada", kind="near")
    f.idiom(n_hyp, "Chilean conditional 'compraríamos' hypothetical", "not_hard")

    # -- HG proposal (shorthand)
    p1 = f.post(L(9.05), pan, f"HG mar {lots} lotes compra {cl(hg, 4)} sl {cl(sl1, 2)}")
    f.label(p1, "trade_proposal", ["HG mar", f"{lots} lotes", "compra", cl(hg, 4), cl(sl1, 2)], "shorthand")
    f.idiom(p1, "shorthand proposal with Chilean comma decimals and 'sl'", "trade_proposal")
    f.react(p1, L(9.08, 30), "📌", pan[0])

    n_paper = f.post(L(9.2), benja, f"cartera modelo: compro HG mar 10 lotes a {cl(hg + 0.003, 4)} (paper, para el informe mensual)", kind="near")
    f.idiom(n_paper, "paper trade in the 'cartera modelo'", "not_hard")

    h3 = f.post(L(9.55), wire, f"[CABLERO] Empresas Copec: filial Arauco aprueba inversión de US$ {rng.choice(['1.150', '1.200', '1.320'])} millones en planta de celulosa en Brasil; directorio confirma dividendo provisorio.")
    h3_amt = f.msg(h3)["content"].split("US$ ")[1].split(" millones")[0]
    f.label(h3, "held_position_news", ["Empresas Copec", f"US$ {h3_amt} millones"], "tagged")
    f.idiom(h3, "held equity named by company name (Empresas Copec = COPEC)", "held_position_news")

    p3 = f.post(L(9.75), coni, f"Propuesta: compra SQM-B {cl(sqm_req / 1000, 0)} lucas de acciones, límite {cl(sqm, 0)}, stop {cl(sqm_sl, 0)}. Rodrigo, lo veo con el lithium estabilizado y el acuerdo con Codelco andando")
    f.label(p3, "trade_proposal", ["SQM-B", "compra", f"{cl(sqm_req / 1000, 0)} lucas", cl(sqm, 0), cl(sqm_sl, 0)], "untagged")
    f.idiom(p3, "'lucas' for thousand shares in an equity proposal", "trade_proposal")

    n_q = f.post(L(9.85), benja, "¿le damos al SQM-B altiro o esperamos que abra bien?", ref=p3, kind="near")
    f.idiom(n_q, "question '¿le damos?' on a proposal", "not_hard")

    p2 = f.post(L(10.1), pan, f"Propongo vender {lme_t} t de LME 3M a {cl(lme, 0)} para bajar beta antes del dato chino, stop {cl(lme_stop, 0)}. queda el HG como cobertura larga.")
    f.label(p2, "trade_proposal", ["LME 3M", "vender", f"{lme_t} t", cl(lme, 0), cl(lme_stop, 0)], "untagged")

    n_past = f.post(L(10.3), nico, f"ojo que ayer compramos 15 lotes HG a {cl(hg - 0.042, 4)}, así que el promedio del libro ya está arriba", kind="near")
    f.idiom(n_past, "past fill 'ayer compramos' told as history", "not_hard")

    h4 = f.post(L(10.5), wire, "[CABLERO] Sociedad Química y Minera y Codelco reciben aprobación final de la CChEN para la operación conjunta en el Salar de Atacama; la nueva sociedad comenzará a operar el 1 de enero.")
    f.label(h4, "held_position_news", ["Sociedad Química y Minera", "Salar de Atacama"], "tagged")

    nm_sqma = f.post(L(10.56), wire, "[CABLERO] Bolsa de Santiago: acciones serie A de SQM (SQM-A) salen del índice de dividendos por bajo free float; cambio efectivo el 2 de enero.", kind="near")
    f.idiom(nm_sqma, "news on unheld look-alike series SQM-A", "not_hard")
    n1 = f.post(L(10.62), pan, "SQM-A no la tenemos, estamos en la B. esto no se rutea a nadie, sigan", ref=nm_sqma)
    f.label(n1, "no_route_decision", ["SQM-A", "no se rutea"], "reply")
    f.idiom(n1, "explicit 'no se rutea' on a look-alike headline", "no_route_decision")

    # -- offtake thread
    th_t = L(10.85)
    th = f.post(th_t, pan, f"🧵 Offtake cátodos Q1-27 — premio sobre LME. Mati lleva la negociación con la fundición, acá todo lo del premio")
    f.threads["oft"] = th
    f.post(th_t + timedelta(minutes=4), mati, f"la fundición abrió en USD {prem_open}/t sobre LME CIF Shanghái, grado A. les dije que era bajo para el mercado que hay", thread="oft")
    n_cp = f.post(th_t + timedelta(minutes=58), mati, f"contraparte pide {prem_ask}, dicen que Trafigura les está ofreciendo eso. yo creo que cierra entre 295 y 300, cachai", thread="oft", kind="near")
    f.idiom(n_cp, "counterparty's ask in a premium negotiation", "not_hard")
    f.post(th_t + timedelta(minutes=62), pan, "no nos apuremos, el Rotterdam está bajo. que se muevan ellos", thread="oft")
    n_afp = f.post(th_t + timedelta(minutes=140), mati, f"dato de pasillo: AFP Habitat habría cerrado cátodo con Codelco a premio {prem_ask + 8}, pero es otro volumen y otra entrega", thread="oft", kind="near")
    f.idiom(n_afp, "another AFP's physical deal", "not_hard")
    f.post(th_t + timedelta(hours=2, minutes=30), atac, "**Atacama-R · cathode premium context (for the thread)**\n\n" + "\n\n".join(
        _fmt(p, _fill_vars(rng, {})) for p in rng.sample(PAR_MACRO, 8)) + f"\n\nReference points: Rotterdam USD {V['rot']}/t, Shanghai spot discount USD {V['disc']}/t, opening offer USD {prem_open}/t, counterparty ask USD {prem_ask}/t. This note is context only.",
        thread="oft", kind="chat")
    p5 = f.post(th_t + timedelta(hours=4, minutes=50), mati,
                f"Propuesta para firma: compra {cl(cath_t, 0)} t cátodo grado A, premio USD {prem}/t sobre LME, CIF Shanghái, entrega feb-27, pago 30 días. Rodrigo, necesitamos tu ok antes de las 19.",
                thread="oft")
    f.label(p5, "trade_proposal", [f"{cl(cath_t, 0)} t", "cátodo", f"USD {prem}/t", "compra"], "untagged")
    f.idiom(p5, "physical offtake proposal with premium over LME in a thread", "trade_proposal")
    f.pin(p5, th_t + timedelta(hours=4, minutes=53), pan[0])
    a5 = f.post(th_t + timedelta(hours=7, minutes=5), cio, "dale 👍", ref=p5, thread="oft")
    f.label(a5, "trade_approval", ["dale", "👍"], "reply")
    f.idiom(a5, "one-word CIO approval 'dale' hours later", "trade_approval")
    c5 = f.post(th_t + timedelta(hours=7, minutes=31), oms,
                "| contrato | producto | lado | cantidad | precio | estado |\n|---|---|---|---:|---|---|\n"
                f"| {OFT} | Cátodo grado A CIF SHA feb-27 | COMPRA | {cl(cath_t, 0)} t | LME + {prem} | CONFIRMADO por contraparte |",
                thread="oft")
    f.label(c5, "trade_confirmation", [OFT, "COMPRA", "CONFIRMADO"], "structured")
    f.post(th_t + timedelta(hours=7, minutes=36), mati, "buena, quedó 🙌", thread="oft", kind="noise")

    # -- FX
    p4 = f.post(L(11.0), nico, f"NDF USD/CLP 1M: vendo USD {fx_not} palos a {cl(fx, 2)}, stop {cl(fx_sl, 2)}. el carry todavía paga y el cobre acompaña")
    f.label(p4, "trade_proposal", ["NDF USD/CLP 1M", "vendo", f"USD {fx_not} palos", cl(fx, 2), cl(fx_sl, 2)], "untagged")
    f.idiom(p4, "'palos' for million in an FX NDF proposal", "trade_proposal")
    n_int = f.post(L(11.4), cio, "mmm interesante. ¿y cuánto carry queda después de los puntos?", ref=p4, kind="near")
    f.idiom(n_int, "CIO question on a proposal (not approval)", "not_hard")

    t2 = f.post(L(11.2), nico, f"Cambio de visión en el peso: pasamos de neutrales a constructivos en CLP para el próximo mes. el cobre y el flujo de las AFP pesan más que el dólar global; objetivo USD/CLP {cl(fx - 14, 0)}")
    f.label(t2, "thesis_update", ["CLP", "neutrales a constructivos", cl(fx - 14, 0)], "untagged")
    f.idiom(t2, "Spanish view change on the peso", "thesis_update")

    w1 = f.post(L(11.5), wire, f"[CABLERO] Falabella: ventas mismo local en Chile suben {fala}% en noviembre; Sodimac lidera, tiendas por departamento planas.")
    f.label(w1, "watchlist_news", ["Falabella", f"{fala}%"], "tagged")
    f.idiom(w1, "watchlist retailer headline", "watchlist_news")
    if "T3" in opt:
        t3 = f.post(L(11.65), coni, "con esto subo la convicción en FALABELLA de media a alta, pero sigue en watchlist, sin posición todavía", ref=w1)
        f.label(t3, "thesis_update", ["FALABELLA", "media a alta"], "reply")

    n_other = f.post(L(11.8), coni, f"el corredor dice que Provida salió a vender como {rng.randint(2, 5)} palos de acciones de COPEC esta mañana. no es nuestro flujo", kind="near")
    f.idiom(n_other, "another AFP's equity trade reported by broker", "not_hard")

    # forgotten message with an affiliate RUT (non-hard)
    rut_key = f.post(L(11.95), cata, "ojo ops: el traspaso del afiliado RUT 14.823.377-K quedó cargado al fondo C en vez del B, lo corrijo con backoffice")
    f.forget(rut_key, L(12.1), cata[0], "RUT 14.823.377-K")

    # -- SQM-B approval -> order -> resize -> fill
    a3 = f.post(L(12.1), cio, "ok, métele", ref=p3)
    f.label(a3, "trade_approval", ["ok", "métele"], "reply")
    f.idiom(a3, "'ok, métele' approval reply", "trade_approval")
    tq = L(12.2)
    c3a = f.post(tq, oms,
                 "| orden | instr | lado | cant | tipo | estado |\n|---|---|---|---:|---|---|\n"
                 f"| {ORD_SQM} | SQM-B | COMPRA | {cl(sqm_req, 0)} | LMT {cl(sqm, 0)} | PENDIENTE_RIESGO |")
    k2 = f.post(tq + timedelta(seconds=27), risk,
                f"orden={ORD_SQM} instrumento=SQM-B acción=redimensionado cantidad_solicitada={sqm_req} cantidad_aprobada={sqm_ok} motivo=límite_emisor_fondo_C exposición=4,8% límite=5,0%")
    f.label(k2, "risk_limit", [ORD_SQM, "redimensionado", str(sqm_ok)], "structured")
    f.idiom(k2, "risk engine Spanish key=value resize", "risk_limit")
    c3 = f.post(tq + timedelta(seconds=51), oms,
                "| orden | instr | lado | cant | tipo | estado |\n|---|---|---|---:|---|---|\n"
                f"| {ORD_SQM} | SQM-B | COMPRA | {cl(sqm_ok, 0)} | LMT {cl(sqm, 0)} | ENVIADA · XSGO |")
    f.label(c3, "trade_confirmation", [ORD_SQM, "SQM-B", "ENVIADA"], "structured")
    f.idiom(c3, "OMS markdown table order row", "trade_confirmation")
    f.post(tq + timedelta(minutes=2), coni, "ya, 35 o lo que dé el límite está bien" if sqm_ok == 35000 else "ya, lo que dé el límite está bien", kind="chat")
    f4 = f.post(tq + timedelta(minutes=41), oms, "", embeds=[{
        "title": "Execution report", "description": f"Orden {ORD_SQM} · Bolsa de Santiago", "author": "OMS-Cóndor",
        "fields": [{"name": "Instrumento", "value": "SQM-B", "inline": True}, {"name": "Lado", "value": "COMPRA", "inline": True},
                   {"name": "Cantidad", "value": cl(sqm_ok, 0), "inline": True}, {"name": "Precio prom.", "value": cl(sqm_fill, 0)}],
        "footer": f"{ORD_SQM} · venue XSGO · Fondo C"}])
    f.label(f4, "trade_fill", ["SQM-B", "COMPRA", cl(sqm_ok, 0), cl(sqm_fill, 0)], "embed")
    f.idiom(f4, "embed-only execution report", "trade_fill")
    f.react(f4, tq + timedelta(minutes=43), "✅", coni[0])
    if "S2" in opt:
        s2 = f.post(tq + timedelta(minutes=55), coni, f"SQM-B: TP en {cl(sqm_tp, 0)}, el stop se mantiene en {cl(sqm_sl, 0)}", ref=f4)
        f.label(s2, "stop_or_target_change", ["SQM-B", "TP", cl(sqm_tp, 0)], "reply")

    # -- HG approval -> route -> working -> fills -> stop
    a1_word = rng.choice(["va", "po"])
    a1 = f.post(L(12.35), cio, f"dale {a1_word}", ref=p1)
    f.label(a1, "trade_approval", ["dale", a1_word], "reply")
    r1 = f.post(L(12.45), pan, f"Quillay-Exec: tuyo el HG mar, TWAP hasta las 14:00, máx {lots} lotes, límite {cl(hg, 4)}")
    f.label(r1, "route_decision", ["Quillay-Exec", "HG mar", f"{lots} lotes"], "untagged")
    f.idiom(r1, "routing a trade to the execution agent by name", "route_decision")
    c1 = f.post(L(12.55), oms,
                "| orden | instr | lado | cant | tipo | estado |\n|---|---|---|---:|---|---|\n"
                f"| {ORD_HG} | {hg_code} | BUY | {lots} | TWAP lím {cl(hg, 4)} | WORKING |")
    f.label(c1, "trade_confirmation", [ORD_HG, hg_code, "BUY", "WORKING"], "structured")
    if "F1" in opt:
        fp = f.post(L(13.1), oms,
                    "| orden | instr | lado | llenado | px prom | estado |\n|---|---|---|---:|---|---|\n"
                    f"| {ORD_HG} | {hg_code} | BUY | {part}/{lots} | {cl(fill_part, 4)} | PARTIAL |")
        f.label(fp, "trade_fill", [ORD_HG, hg_code, f"{part}/{lots}", cl(fill_part, 4)], "structured")
    f2 = f.post(L(13.75), quil, f"[FILL] {hg_code} compra {lots} lotes @ {cl(fill_bad, 4)} prom. · {ORD_HG} completa")
    f.edit(f2, L(13.85, 60), f"[FILL] {hg_code} compra {lots} lotes @ {cl(fill_ok, 4)} prom. · {ORD_HG} completa (px corregido, ver OMS)",
           superseded=[cl(fill_bad, 4)])
    f.label(f2, "trade_fill", [hg_code, "compra", f"{lots} lotes", cl(fill_ok, 4)], "tagged")
    f.idiom(f2, "[FILL] tag with price fixed by edit", "trade_fill")
    f.post(L(13.9), pan, "buena 👍", ref=f2, kind="noise")
    s1 = f.post(L(14.05), pan, f"SL {hg_code} {lots} lotes: {cl(sl1, 4)}")
    f.label(s1, "stop_or_target_change", [hg_code, cl(sl3, 4)], "shorthand")
    f.edit(s1, L(15.3), f"SL {hg_code} {lots} lotes: {cl(sl2, 4)}", superseded=[cl(sl1, 4)])
    f.edit(s1, L(17.4), f"SL {hg_code} {lots} lotes: {cl(sl3, 4)} (subido 2 veces, trailing)", superseded=[cl(sl2, 4)])
    f.pin(s1, L(14.1, 30), pan[0])
    f.idiom(s1, "stop moved twice by editing the same message", "stop_or_target_change")

    n_stopq = f.post(L(14.3), benja, f"¿subimos el stop del HG a {cl(sl1 + 0.03, 2)} o lo dejamos? un stop ahí sería lo sensato creo", kind="near")
    f.idiom(n_stopq, "question/suggestion about a stop with no decision", "not_hard")

    # -- risk block on copper
    k1 = f.post(L(13.92), risk,
                f"límite=exposición_cobre_neta exposición=USD {cl(rng.uniform(40.3, 42.9), 1)} MM límite_max=USD 40,0 MM estado=EXCEDIDO acción=bloqueo nuevas_compras=HG,CAD orden={ORD_BLK}")
    f.label(k1, "risk_limit", ["EXCEDIDO", "bloqueo", ORD_BLK], "structured")
    f.idiom(k1, "key=value limit breach with bloqueo", "risk_limit")
    cblk = f.post(L(13.94, 20), oms, f"| orden | instr | lado | cant | estado |\n|---|---|---|---:|---|\n| {ORD_BLK} | {hg_code} | BUY | 5 | RECHAZADA (bloqueo riesgo) |")
    f.label(cblk, "trade_confirmation", [ORD_BLK, "RECHAZADA"], "structured")
    f.post(L(14.15), quil, f"{ORD_BLK} era el reponer automático de 5 lotes, no lo reintento mientras siga el bloqueo", ref=cblk)

    a4 = f.post(L(13.7), cio, "no po, después del observado", ref=p4)
    f.label(a4, "trade_approval", ["no po", "observado"], "reply")
    f.idiom(a4, "'no po' rejection reply", "trade_approval")

    if "H5" in opt:
        h5 = f.post(L(13.95), wire, f"[CABLERO] Banco de Chile reporta utilidad de CLP {rng.randint(95, 140)} mil millones en noviembre, ROE anualizado de {cl(rng.uniform(19, 24), 1)}%")
        f.label(h5, "held_position_news", ["Banco de Chile", "noviembre"], "tagged")
        f.idiom(h5, "held bank named by company name (Banco de Chile = CHILE)", "held_position_news")

    # deleted hard event: wrong-channel proposal
    pdel = f.post(L(14.2), coni, "CCU compra 20 lucas a 5.880 lím, aprovechando la caída")
    f.label(pdel, "trade_proposal", ["CCU", "compra", "20 lucas", "5.880"], "shorthand")
    f.delete(pdel, L(14.25, 30), "CCU compra 20 lucas a 5.880")
    f.post(L(14.28, 20), coni, "borré lo de CCU, era para el chat de la cartera modelo, sorry")

    a2 = f.post(L(14.45), cio, "dale 👍", ref=p2)
    f.label(a2, "trade_approval", ["dale", "👍"], "reply")
    f.react(p2, L(14.47, 20), "👍", cio[0])
    c2 = f.post(L(14.6), lmeb,
                "trade_date;account;contract;side;lots;price;status;clearing_ref\n"
                f"{date_local};AFP-CU-01;CAD 3M;S;{lme_lots};{lme},00;ACCEPTED;{LCH}")
    f.label(c2, "trade_confirmation", ["CAD 3M", "ACCEPTED", LCH], "structured")
    f.idiom(c2, "semicolon CSV with header row from LME clearing bridge", "trade_confirmation")
    f3 = f.post(L(14.85), lmeb,
                "trade_date;account;contract;side;lots;price;status;clearing_ref\n"
                f"{date_local};AFP-CU-01;CAD 3M;S;{lme_lots};{lme_fill},00;MATCHED;{LCH}")
    f.label(f3, "trade_fill", ["CAD 3M", f"{lme_fill},00", "MATCHED", LCH], "structured")

    nm_chilectra = f.post(L(15.1), wire, "[CABLERO] Chilectra (hoy Enel Distribución) enfrenta multa de la SEC por cortes de suministro en la RM durante el temporal de agosto.", kind="near")
    f.idiom(nm_chilectra, "look-alike name 'Chilectra' vs held CHILE", "not_hard")
    if "N2" in opt:
        n2 = f.post(L(15.2), coni, "Chilectra no es CHILE weón, nada que hacer acá, no lo paso a nadie", ref=nm_chilectra)
        f.label(n2, "no_route_decision", ["Chilectra", "nada que hacer"], "reply")

    if "W2" in opt:
        w2 = f.post(L(15.35), wire, "", embeds=[{"title": "CMPC anuncia programa de recompra de acciones",
                                                  "description": f"Empresas CMPC aprobó recompra de hasta {cl(rng.uniform(1.5, 3.0), 1)}% de sus acciones en 12 meses.",
                                                  "footer": "Cablero · Hechos esenciales CMF"}])
        f.label(w2, "watchlist_news", ["CMPC", "recompra"], "embed")

    if "S3" in opt:
      s3 = f.post(L(15.5), pan, f"stop LME 3M baja a {cl(lme_stop2, 0)} (estaba en {cl(lme_stop, 0)}), la huelga le da piso al precio", ref=f3)
      f.label(s3, "stop_or_target_change", ["LME 3M", cl(lme_stop2, 0)], "reply")

    n_hist = f.post(L(15.7), pan, "> Reuters, marzo: 'Codelco output falls to 25-year low'\nfue justo cuando vendimos 40 lotes a 4,62, el mejor trade del año. ahí aprendimos", kind="near")
    f.idiom(n_hist, "quoted old news + historical trade", "not_hard")

    if "H6" in opt:
        h6 = f.post(L(15.9), wire, f"[CABLERO] Cobre en COMEX sube {cl(pch, 1)}% a máximo de tres semanas; traders citan riesgo de huelga en Escondida y menor producción de Codelco")
        f.label(h6, "held_position_news", ["COMEX", f"{cl(pch, 1)}%"], "tagged")

    n_other_desk = f.post(L(16.0), nico, "la mesa de renta fija internacional compró Treasuries 10Y por USD 40 palos, para que no se asusten con el reporte de caja", kind="near")
    f.idiom(n_other_desk, "other desk's trade", "not_hard")

    # buried route (Atacama-R reply to r3)
    paras = [_fmt(p, _fill_vars(rng, {})) for p in rng.sample(PAR_MACRO, 8)]
    route_sent = (f"Routing: I am handing the Escondida contingency ladder (HG mar adds at {cl(hg - 0.05, 4)} and {cl(hg - 0.09, 4)}, only if the block is lifted) to Quillay-Exec for pre-staging; "
                  "no orders go out without the CIO.")
    esc = ("Escondida scenarios. A one-week strike removes roughly 20-25 kt of copper in concentrate; two weeks about 45 kt; four weeks about 90 kt, "
           "or close to 0.4% of annual global mine supply. Historical price reaction to comparable events has been 2-5% over the first two weeks, "
           "fading as inventories are drawn. The peso typically follows with a 0.3-0.5 beta to the copper move.")
    rep2 = f.post(L(16.2), atac, "**Atacama-R · Escondida scenarios (requested by Pancho)**\n\n" + paras[0] + "\n\n" + esc + "\n\n" + paras[1] + "\n\n"
                  + paras[2] + "\n\n" + paras[3] + "\n\n" + route_sent + "\n\n" + "\n\n".join(paras[4:]), ref=r3)
    f.label(rep2, "route_decision", ["Escondida contingency ladder", "Quillay-Exec"], "buried")
    f.idiom(rep2, "decision sentence buried mid-report in English", "route_decision")
    f.react(rep2, L(16.3), "👀", cio[0])

    if "K3" in opt:
        k3 = f.post(L(16.5), cata, "Comité de riesgo: desde mañana el límite de DV01 del libro BTP/BTU sube a CLP 45 palos por pb (antes 38). queda en acta")
        f.label(k3, "risk_limit", ["DV01", "45 palos"], "untagged")

    # buried thesis in a second long report
    paras = [_fmt(p, _fill_vars(rng, {})) for p in rng.sample(PAR_MACRO, 9)]
    thesis_sent = f"Decision for the book: we downgrade our 3M copper view from bullish to neutral and withdraw the USD {en(lme + 520, 0)} target; the supply story is now priced and the China restock has not started."
    rep3 = f.post(L(16.75), atac, "**Atacama-R · Copper view review " + date_local + "**\n\n" + "\n\n".join(paras[:4]) + "\n\n" + thesis_sent + "\n\n" + "\n\n".join(paras[3:]))
    f.label(rep3, "thesis_update", ["3M copper", "bullish to neutral", en(lme + 520, 0)], "buried")
    f.idiom(rep3, "thesis change buried in a long English report", "thesis_update")
    f.react(rep3, L(16.8), "📌", pan[0])

    if "BTU" in opt:
        pb = f.post(L(16.95), nico, f"BTU-2030: propongo comprar UF {cl(btu_uf, 0)} nominales a TIR {cl(btu_rate, 2)}% para calzar duración del fondo E, sin stop (mantener)")
        f.label(pb, "trade_proposal", ["BTU-2030", "comprar", f"UF {cl(btu_uf, 0)}", f"{cl(btu_rate, 2)}%"], "untagged")
        ab = f.post(L(18.9), cio, "ok, métele", ref=pb)
        f.label(ab, "trade_approval", ["ok", "métele"], "reply")
        cb = f.post(L(19.2), oms, "```\n" + f"{ORD_BTU} BTU-2030 COMPRA UF {cl(btu_uf, 0)} TIR {cl(btu_rate, 2)}% -> ENVIADA (Bolsa de Santiago, renta fija)\n" + "```")
        f.label(cb, "trade_confirmation", [ORD_BTU, "BTU-2030", "ENVIADA"], "structured")

    n_model = f.post(L(17.2), benja, f"en la cartera modelo cerramos el SQM-B con +{cl(rng.uniform(2, 6), 1)}%, lo pongo en el informe", kind="near")
    n_someone = f.post(L(17.3), coni, "alguien debería mirar ENELAM con lo del dividendo, yo no alcanzo hoy", kind="near")
    f.idiom(n_someone, "'alguien debería mirar' suggestion", "not_hard")

    # -- NDF re-proposal after the observado
    n_hyp2 = f.post(L(18.3), nico, "si el observado cierra sobre 940 yo vendería dólares de nuevo, veamos", kind="near")
    p6 = f.post(L(18.65), nico,
                f"ya salió el observado. re-propongo: NDF USD/CLP 1M vendo USD {fx2_not} palos a {cl(fx2, 2)}, stop {cl(fx2_sl, 2)}")
    f.label(p6, "trade_proposal", ["NDF USD/CLP 1M", "vendo", f"USD {fx2_not} palos", cl(fx2, 2), cl(fx2_sl, 2)], "untagged")
    a6 = f.post(L(20.35), cio, "dale ✅", ref=p6)
    f.label(a6, "trade_approval", ["dale", "✅"], "reply")
    if "R4" in opt:
        r4 = f.post(L(20.42), nico, "@Quillay-Exec ejecútalo tú con BCI o Itaú, lo que tenga mejor punta", ref=p6)
        f.label(r4, "route_decision", ["@Quillay-Exec", "BCI o Itaú"], "reply")
    f5x = f.post(L(20.7), quil, f"listo, vendidos USD {fx2_not} palos NDF 1M a {cl(fx2_fill, 2)} con BCI (contacto mesa: J. Pérez, RUT 13.456.789-2)", ref=p6)
    f.label(f5x, "trade_fill", [f"USD {fx2_not} palos", cl(fx2_fill, 2), "BCI"], "reply")
    f.forget(f5x, L(20.8, 30), cata[0], "RUT 13.456.789-2")
    f5 = f.post(L(20.85, 30), quil, f"listo, vendidos USD {fx2_not} palos NDF 1M a {cl(fx2_fill, 2)} con BCI (reposteado sin datos personales)", ref=p6)
    f.label(f5, "trade_fill", ["vendidos", f"USD {fx2_not} palos", cl(fx2_fill, 2), "BCI"], "reply")
    f.idiom(f5, "reply fill 'listo, vendidos' in palos", "trade_fill")
    if "CNDF" in opt:
      cndf = f.post(L(20.95), oms, "| orden | instr | lado | nocional | px | estado |\n|---|---|---|---:|---|---|\n"
                  f"| {ORD_NDF} | NDF USD/CLP 1M | SELL USD | {fx2_not}.000.000 | {cl(fx2_fill, 2)} | CONFIRMADA contraparte BCI |")
      f.label(cndf, "trade_confirmation", [ORD_NDF, "SELL USD", "CONFIRMADA"], "structured")

    nm_bt = f.post(L(21.3), atac, "**Atacama-R · Evening wrap**\n\n" + "\n\n".join(_fmt(p, _fill_vars(rng, {})) for p in rng.sample(PAR_MACRO, 6)) + "\n\n" + _fmt(BACKTEST, V), kind="near")
    f.post(L(19.4), atac, "**Atacama-R · Escondida follow-up (no new information)**\n\n" + esc + "\n\n" + "\n\n".join(
        _fmt(p, _fill_vars(rng, {})) for p in rng.sample(PAR_MACRO, 6)) + "\n\nNext update after the mediation meeting; nothing in this note changes the earlier scenario grid.", ref=r3, kind="chat")
    mid = f.post(L(13.2), atac, "**Atacama-R · CLP & local rates midday note**\n\n" + "\n\n".join(
        _fmt(p, _fill_vars(rng, {})) for p in rng.sample(PAR_MACRO, 7)) + "\n\nNo change to the framework in this note; it is background for the afternoon committee.", kind="chat")
    f.idiom(nm_bt, "backtest fills inside a research wrap", "not_hard")

    # generic wire (market colour, not hard)
    for hh in [0.7, 2.5, 5.2, 7.6, 9.4, 12.9, 15.0, 17.6, 19.9, 22.6]:
        txt, _ = rng.choice(NEWS_GENERIC)
        body = rng.choice(WIRE_BODY)
        f.post(L(hh, 900), wire, "[CABLERO] " + _fmt(txt, V) + "\n" + body, kind="chat")

    # ================================================================ CHATTER + ACKS on an activity curve
    weights = [0.4, 0.3, 0.2, 0.2, 0.2, 0.3, 0.6, 1.5, 4.0, 7.0, 8.0, 8.0, 7.0, 4.5, 4.0, 6.5, 7.0, 6.0, 4.0, 2.5, 1.8, 1.2, 0.8, 0.5]
    n_chat = rng.randint(86, 104)
    n_ack = rng.randint(10, 16)
    humans = [pan, coni, nico, benja, mati, cata, coni, nico, benja]
    typo_done = False
    long_pool = rng.sample(CHAT_LONG, len(CHAT_LONG))
    short_pool = rng.sample(CHAT, len(CHAT))
    for i in range(n_chat + n_ack):
        hh = rng.choices(range(24), weights=weights)[0] + rng.random()
        who = rng.choice(humans)
        if i < n_chat:
            r = rng.random()
            if r < 0.2 and long_pool:
                txt = _fmt(long_pool.pop(), V)
            elif r < 0.62:
                parts = rng.sample(CHAT_SENT, rng.randint(4, 7))
                txt = _fmt(", ".join(parts[:-1]) + rng.choice([" y ", ". aparte, ", ". ah, y "]) + parts[-1], V)
                txt = txt[0].upper() + txt[1:] if rng.random() < 0.5 else txt
            else:
                if not short_pool:
                    short_pool.extend(rng.sample(CHAT, len(CHAT)))
                txt = _fmt(short_pool.pop(), V)
            if len(txt) < 90 and rng.random() < 0.35:
                txt += rng.choice([" cachai", " po", ", igual ojo", " 🤷", ", nada que hacer", " jaja", " weón"])
            k = f.post(L(hh, 0), who, txt, kind="chat")
            if not typo_done and 10 < hh < 17 and who != P["cio"]:
                f.edit(k, f.msg(k)["t"] + timedelta(minutes=2), txt + " (editado: typo)")
                typo_done = True
        else:
            f.post(L(hh, 0), who, rng.choice(ACKS), kind="noise")
    return f


IDIOM_RANK = {name: r for r, name in enumerate([
    "shorthand proposal with Chilean comma decimals and 'sl'",
    "'lucas' for thousand shares in an equity proposal",
    "'palos' for million in an FX NDF proposal",
    "physical offtake proposal with premium over LME in a thread",
    "one-word CIO approval 'dale' hours later",
    "'no po' rejection reply",
    "OMS markdown table order row",
    "semicolon CSV with header row from LME clearing bridge",
    "risk engine Spanish key=value resize",
    "embed-only execution report",
    "[FILL] tag with price fixed by edit",
    "stop moved twice by editing the same message",
    "decision sentence buried mid-report in English",
    "thesis change buried in a long English report",
    "explicit 'no se rutea' on a look-alike headline",
    "embed-only English wire on mine strike (underlying of held HG/LME)",
    "held equity named by company name (Empresas Copec = COPEC)",
    "Chilean conditional 'compraríamos' hypothetical",
    "paper trade in the 'cartera modelo'",
    "past fill 'ayer compramos' told as history",
])}


# ---------------------------------------------------------------- assembly
def _finalize(f: Flow, cidx: int, out_events: list, labels: dict):
    # assign ids in time order with unique, increasing ms
    f.msgs.sort(key=lambda m: m["t"])
    last_ms = None
    seq = 0
    for m in f.msgs:
        ms = _ms(m["t"])
        if last_ms is not None and ms <= last_ms:
            ms = last_ms + 1
        m["t"] = datetime.fromtimestamp(ms / 1000.0, tz=UTC)
        last_ms = ms
        seq = (seq + 1) & 0xFFF
        m["id"] = str(_snow(ms, f.worker, seq))
    by_key = {m["key"]: m for m in f.msgs}
    thread_chan = {tk: by_key[sk]["id"] for tk, sk in f.threads.items()}

    def chan_of(m):
        return thread_chan[m["thread"]] if m["thread"] else f.channel_id

    evs = []
    for m in f.msgs:
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan_of(m)}
        if m["thread"]:
            line["parent_channel_id"] = f.channel_id
        who = m["who"]
        msg = {"id": m["id"], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
               "created_at": _iso(m["t"]), "content": m["content"], "attachments": m["attachments"],
               "embeds": m["embeds"], "reference_id": by_key[m["ref"]]["id"] if m["ref"] else None}
        line["message"] = msg
        evs.append((m["t"], 0, line))
    for op in f.ops:
        t = op["t"]
        if op["op"] == "bulk_delete":
            ms = [by_key[k] for k in op["keys"]]
            line = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan_of(ms[0]),
                    "message_ids": [x["id"] for x in ms], "deleted_at": _iso(t)}
            t = max(t, max(x["t"] for x in ms) + timedelta(seconds=1))
            line["deleted_at"] = _iso(t)
            evs.append((t, 1, line))
            continue
        m = by_key[op["key"]]
        if t <= m["t"]:
            t = m["t"] + timedelta(seconds=1)
        base = {"guild_id": GUILD_ID, "channel_id": chan_of(m)}
        if op["op"] == "edit":
            line = {"op": "edit", **base, "message_id": m["id"], "edited_at": _iso(t), "content": op["content"]}
        elif op["op"] == "delete":
            line = {"op": "delete", **base, "message_id": m["id"], "deleted_at": _iso(t)}
        elif op["op"] == "forget":
            line = {"op": "forget", **base, "message_id": m["id"], "requested_by": op["by"], "at": _iso(t)}
        elif op["op"] == "pin":
            line = {"op": "pin", **base, "message_id": m["id"], "by": op["by"], "at": _iso(t)}
        else:
            line = {"op": op["op"], **base, "message_id": m["id"], "emoji": op["emoji"], "user_id": op["by"], "at": _iso(t)}
        evs.append((t, 1, line))
    evs.sort(key=lambda x: (x[0], x[1]))
    out_events.extend(e[2] for e in evs)

    for h in f.hard:
        m = by_key[h["key"]]
        state = m["state"]
        labels["hard_events"].append({"channel_id": chan_of(m), "message_id": m["id"], "event_type": h["event_type"],
                                      "facts": h["facts"], "phrasing": h["phrasing"], "final_state": state})
    for k, s in f.superseded:
        labels["superseded_facts"].append([chan_of(by_key[k]), by_key[k]["id"], s])
    labels["removed_texts"].extend(f.removed)
    labels["noise_message_ids"].extend(by_key[k]["id"] for k in f.noise if by_key[k]["state"] not in ("deleted", "forgotten"))
    labels["near_miss_ids"].extend(by_key[k]["id"] for k in f.near)
    if cidx == 0 and not labels["idioms"]:
        chosen = sorted((i for i in f.idioms if by_key[i["key"]]["state"] in ("live", "edited")),
                        key=lambda i: IDIOM_RANK.get(i["idiom"], 99))[:20]
        labels["idioms"].extend({"message_id": by_key[i["key"]]["id"], "idiom": i["idiom"], "expected": i["expected"]}
                                for i in chosen)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    all_events: list[tuple] = []
    for c in range(channels):
        chan = _channel_id(c)
        for d in range(days):
            day_end = end - timedelta(days=days - 1 - d)
            day_start = day_end - timedelta(days=1)
            rng = random.Random(f"{DESK}|{seed}|{c}|{d}")
            flow = _day(rng, day_start, chan, worker=(c * 3 + d) % 32, cidx=c)
            evs: list = []
            _finalize(flow, c, evs, labels)
            all_events.extend(evs)

    def tkey(e):
        if e["op"] == "create":
            return e["message"]["created_at"]
        return e.get("edited_at") or e.get("deleted_at") or e.get("at")

    all_events.sort(key=lambda e: (tkey(e), 0 if e["op"] == "create" else 1))
    labels["removed_texts"] = sorted(set(labels["removed_texts"]), key=labels["removed_texts"].index)
    return {"events": all_events, "labels": labels}


# ---------------------------------------------------------------- self-check
def _final_texts(events):
    msgs = {}
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            msgs[m["id"]] = {"content": m["content"], "embeds": m["embeds"], "state": "live", "chan": e["channel_id"],
                             "created_at": m["created_at"], "bot": m["author_bot"]}
        elif e["op"] == "edit":
            msgs[e["message_id"]]["content"] = e["content"]
            msgs[e["message_id"]]["state"] = "edited"
        elif e["op"] == "delete":
            msgs[e["message_id"]]["state"] = "deleted"
        elif e["op"] == "bulk_delete":
            for i in e["message_ids"]:
                msgs[i]["state"] = "deleted"
        elif e["op"] == "forget":
            msgs[e["message_id"]]["state"] = "forgotten"
    return msgs


def _full_text(m):
    parts = [m["content"]]
    for em in m["embeds"]:
        for k in ("title", "description", "author", "footer"):
            if em.get(k):
                parts.append(str(em[k]))
        for fl in em.get("fields", []):
            parts.append(f"{fl['name']} {fl['value']}")
    return "\n".join(parts)


def self_check(res: dict, channels: int = 1, days: int = 1) -> dict:
    ev, lab = res["events"], res["labels"]
    msgs = _final_texts(ev)
    errs = []
    # ids vs time
    for e in ev:
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            t = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
            if ms != _ms(t):
                errs.append(f"snowflake/time mismatch {m['id']}")
    creates = [e["message"] for e in ev if e["op"] == "create"]
    per_chan: dict = {}
    for e in ev:
        if e["op"] == "create":
            per_chan.setdefault(e.get("parent_channel_id") or e["channel_id"], []).append(int(e["message"]["id"]))
    for c, ids in per_chan.items():
        if ids != sorted(ids):
            errs.append(f"ids not ordered in {c}")
    tk = [(e["message"]["created_at"] if e["op"] == "create" else e.get("edited_at") or e.get("deleted_at") or e.get("at")) for e in ev]
    if tk != sorted(tk):
        errs.append("events not time ordered")
    for h in lab["hard_events"]:
        m = msgs.get(h["message_id"])
        if not m:
            errs.append(f"missing {h['message_id']}")
            continue
        if m["chan"] != h["channel_id"]:
            errs.append(f"channel mismatch {h['message_id']}")
        if m["state"] != h["final_state"]:
            errs.append(f"state mismatch {h['message_id']} {m['state']} vs {h['final_state']}")
        txt = _full_text(m)
        for fct in h["facts"]:
            if fct not in txt:
                errs.append(f"fact {fct!r} not in {h['message_id']}")
        if not (1 <= len(h["facts"]) <= 5):
            errs.append(f"fact count {h['message_id']}")
    for c, i, s in lab["superseded_facts"]:
        if s in _full_text(msgs[i]):
            errs.append(f"superseded {s!r} still in {i}")
    live_txt = "\n".join(_full_text(m) for m in msgs.values() if m["state"] in ("live", "edited"))
    for s in lab["removed_texts"]:
        if s in live_txt:
            errs.append(f"removed text {s!r} still live")
    for i in lab["noise_message_ids"] + lab["near_miss_ids"] + [x["message_id"] for x in lab["idioms"]]:
        if i not in msgs:
            errs.append(f"missing labelled id {i}")
    nb = sum(len(_full_text(m).encode("utf-8")) for m in msgs.values())
    n = len(creates)
    cd = channels * days
    hard_live = [h for h in lab["hard_events"]]
    counts: dict = {}
    for h in hard_live:
        counts[h["event_type"]] = counts.get(h["event_type"], 0) + 1
    stats = {"messages": n, "bytes": nb, "per_channel_day_messages": n / cd, "per_channel_day_kb": nb / 1024 / cd,
             "hard_events": len(hard_live), "hard_per_channel_day": len(hard_live) / cd,
             "noise_frac": len(lab["noise_message_ids"]) / n, "near_misses": len(lab["near_miss_ids"]),
             "idioms": len(lab["idioms"]), "by_type": dict(sorted(counts.items())), "errors": errs}
    if not (180 <= n / cd <= 320):
        errs.append(f"messages per channel-day out of range: {n / cd}")
    if not (70 <= nb / 1024 / cd <= 120):
        errs.append(f"KB per channel-day out of range: {nb / 1024 / cd:.1f}")
    if not (25 <= len(hard_live) / cd <= 45):
        errs.append(f"hard per channel-day out of range: {len(hard_live) / cd}")
    if not (0.25 <= stats["noise_frac"] <= 0.40):
        errs.append(f"noise fraction out of range: {stats['noise_frac']:.2f}")
    if not (10 <= len(lab["idioms"]) <= 20):
        errs.append("idiom count")
    return stats


def _parse_end(s: str | None):
    if not s:
        return None
    d = datetime.fromisoformat(s.replace("Z", "+00:00"))
    return d if d.tzinfo else d.replace(tzinfo=UTC)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(a.seed, _parse_end(a.end), a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in res["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    stats = self_check({"events": events, "labels": labels}, a.channels, a.days)
    print(json.dumps(stats, ensure_ascii=False, indent=1))
    return 1 if stats["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
