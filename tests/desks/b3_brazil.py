#!/usr/bin/env python3
"""Desk generator: ``b3_brazil`` -- a São Paulo multi-strategy desk on B3.

Brazilian equities (PETR4, VALE3, ITUB4, BBDC4, BOVA11 ...), Ibovespa futures
(WIN/IND), DI1 rate futures quoted in taxa, dollar futures (WDO/DOL), PETR4/VALE3
options by B3 option code, and ADR hedges in New York (PBR, VALE).

Registers: a gestor writing Brazilian Portuguese desk slang with comma decimals and
dot thousands, a junior trader's shorthand, an OMS bot (pipe/semicolon order lines and
embed cards), a risk bot (key=value), a B3 market-data bot, a CVM/fatos relevantes
news bot, a triage agent, an NY execution agent and a macro agent writing long English
reports with one buried thesis change.

Standard library only. Everything is a pure function of the arguments.

CLI:  python -m tests.desks.b3_brazil --out cap.jsonl --labels labels.json \
          [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
from datetime import date, datetime, timedelta, timezone

DESK = "b3_brazil"
DISCORD_EPOCH = 1420070400000
BRT = timezone(timedelta(hours=-3))          # Brazil has no DST since 2019
ET = timezone(timedelta(hours=-4))           # New York, EDT (March-November)
# Last day = Friday 21 March 2025 (BRT); the day ends at local midnight.
DEFAULT_END = datetime(2025, 3, 22, 3, 0, 0, tzinfo=timezone.utc)


# --------------------------------------------------------------------------- ids

def _ms(dt: datetime) -> int:
    return int(round(dt.timestamp() * 1000))


def snowflake(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _fixed_sf(y, mo, d, h, mi, s, ms, worker, seq) -> str:
    dt = datetime(y, mo, d, h, mi, s, ms * 1000, tzinfo=timezone.utc)
    return str(snowflake(_ms(dt), worker, seq))


GUILD_ID = _fixed_sf(2022, 9, 2, 14, 7, 51, 377, 2, 19)


def channel_id(index: int) -> str:
    base = datetime(2023, 6, 14, 13, 22, 7, 311000, tzinfo=timezone.utc)
    dt = base + timedelta(milliseconds=index * 86_413_517 + (index * 7919) % 1000)
    return str(snowflake(_ms(dt), 1 + index % 7, 3 + index * 11))


# key: (display name, bot?, account-creation snowflake, worker used for posts)
AUTHORS = {
    "rafael": ("Rafael Tavares", False, _fixed_sf(2017, 4, 11, 22, 3, 9, 512, 0, 4), 1),
    "lucas": ("lucas.amaral", False, _fixed_sf(2020, 8, 27, 1, 44, 31, 90, 1, 7), 2),
    "camila": ("Camila Rocha", False, _fixed_sf(2019, 2, 5, 17, 12, 40, 801, 0, 1), 1),
    "marcos": ("Marcos Pinheiro (risco)", False, _fixed_sf(2018, 11, 19, 12, 30, 2, 44, 2, 2), 2),
    "bia": ("Bia Nogueira", False, _fixed_sf(2022, 1, 30, 23, 58, 13, 666, 1, 9), 1),
    "oms": ("oms-b3", True, _fixed_sf(2023, 6, 14, 15, 1, 12, 908, 3, 0), 3),
    "risco": ("risco-bot", True, _fixed_sf(2023, 6, 14, 15, 9, 55, 12, 3, 1), 3),
    "md": ("b3-md", True, _fixed_sf(2023, 7, 3, 11, 40, 27, 333, 3, 5), 4),
    "news": ("cvm-fatos-relevantes", True, _fixed_sf(2023, 7, 3, 11, 52, 2, 781, 3, 6), 4),
    "macro": ("macro-agent", True, _fixed_sf(2024, 2, 19, 9, 17, 45, 220, 4, 0), 5),
    "triage": ("triagem", True, _fixed_sf(2024, 5, 8, 18, 0, 9, 457, 4, 3), 5),
    "execny": ("exec-ny", True, _fixed_sf(2024, 5, 8, 18, 4, 51, 6, 4, 4), 5),
    "cron": ("cron", True, _fixed_sf(2023, 6, 20, 10, 10, 10, 101, 3, 8), 6),
    "deploy": ("deploy-bot", True, _fixed_sf(2023, 6, 20, 10, 12, 44, 950, 3, 9), 6),
    "sim": ("carteira-simulada", True, _fixed_sf(2024, 9, 2, 13, 33, 7, 414, 4, 9), 6),
}


# --------------------------------------------------------------------------- formatting

def br(x: float, nd: int = 2) -> str:
    """Brazilian number: comma decimals, dot thousands."""
    s = f"{x:,.{nd}f}"
    return s.replace(",", "\x00").replace(".", ",").replace("\x00", ".")


def bri(n: int) -> str:
    return br(n, 0)


def usd(x: float, nd: int = 2) -> str:
    return f"{x:,.{nd}f}"


MONTH_LETTER = "FGHJKMNQUVXZ"


def _wed_closest_15(y, m) -> date:
    d15 = date(y, m, 15)
    best = None
    for k in range(-3, 4):
        d = d15 + timedelta(days=k)
        if d.weekday() == 2:
            best = d
    return best


def _third_friday(y, m) -> date:
    d = date(y, m, 1)
    while d.weekday() != 4:
        d += timedelta(days=1)
    return d + timedelta(days=14)


def _add_month(y, m, k):
    t = (m - 1) + k
    return y + t // 12, t % 12 + 1


def contract_codes(d: date) -> dict:
    # Ibovespa futures: even months, expiry on the Wednesday closest to the 15th.
    win = None
    for k in range(0, 14):
        y, m = _add_month(d.year, d.month, k)
        if m % 2 == 0 and _wed_closest_15(y, m) >= d:
            win = f"{MONTH_LETTER[m - 1]}{y % 100:02d}"
            break
    # Dollar futures: the active contract is next month's once the month has started.
    y, m = _add_month(d.year, d.month, 0 if d.day == 1 else 1)
    wdo = f"{MONTH_LETTER[m - 1]}{y % 100:02d}"
    # Equity options: monthly series, 3rd Friday; roll a week before expiry.
    for k in range(0, 3):
        y, m = _add_month(d.year, d.month, k)
        if _third_friday(y, m) - timedelta(days=6) > d:
            break
    call_l = "ABCDEFGHIJKL"[m - 1]
    return {"WIN": "WIN" + win, "IND": "IND" + win, "WDO": "WDO" + wdo, "DOL": "DOL" + wdo, "OPT": call_l}


# --------------------------------------------------------------------------- capture

class Capture:
    def __init__(self):
        self.lines = []          # (ms, n, line)
        self.n = 0
        self.seq = 0
        self.used_ms = set()
        self.used_ids = set()
        self.msgs = {}           # mid -> info
        self.hard = {}           # mid -> label
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idiom_cands = []    # (name, mid, expected)

    def _add(self, ms, line):
        self.n += 1
        self.lines.append((ms, self.n, line))

    def post(self, cd, t, who, content="", embeds=None, reply=None, thread=None,
             kind="chat", attach=None):
        ms = _ms(t)
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        name, bot, aid, worker = AUTHORS[who]
        while True:
            self.seq = (self.seq + 1) % 4096
            mid = str(snowflake(ms, worker, self.seq))
            if mid not in self.used_ids:
                break
        self.used_ids.add(mid)
        created = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
        ch = thread or cd.ch
        msg = {"id": mid, "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": created.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z",
               "content": content, "attachments": attach or [], "embeds": embeds or [],
               "reference_id": reply}
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if thread:
            line["parent_channel_id"] = cd.ch
        line["message"] = msg
        self._add(ms, line)
        self.msgs[mid] = {"ch": ch, "content": content, "embeds": embeds or [], "kind": kind,
                          "cd": cd.key, "ms": ms, "who": who}
        if kind == "noise":
            self.noise.append(mid)
        elif kind == "near":
            self.near.append(mid)
        return mid

    @staticmethod
    def _iso(t):
        ms = _ms(t)
        return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime(
            "%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"

    def edit(self, mid, t, content, superseded=()):
        info = self.msgs[mid]
        assert _ms(t) > info["ms"]
        self._add(_ms(t), {"op": "edit", "guild_id": GUILD_ID, "channel_id": info["ch"],
                           "message_id": mid, "edited_at": self._iso(t), "content": content})
        info["content"] = content
        if mid in self.hard:
            self.hard[mid]["final_state"] = "edited"
        for old in superseded:
            self.superseded.append([info["ch"], mid, old])

    def delete(self, mid, t, snippet):
        info = self.msgs[mid]
        self._add(_ms(t), {"op": "delete", "guild_id": GUILD_ID, "channel_id": info["ch"],
                           "message_id": mid, "deleted_at": self._iso(t)})
        self._gone(mid, "deleted", snippet)

    def bulk_delete(self, mids, t, snippets):
        ch = self.msgs[mids[0]]["ch"]
        self._add(_ms(t), {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                           "message_ids": list(mids), "deleted_at": self._iso(t)})
        for mid, sn in zip(mids, snippets):
            self._gone(mid, "deleted", sn)

    def forget(self, mid, t, by, snippet):
        info = self.msgs[mid]
        self._add(_ms(t), {"op": "forget", "guild_id": GUILD_ID, "channel_id": info["ch"],
                           "message_id": mid, "requested_by": AUTHORS[by][2],
                           "at": self._iso(t)})
        self._gone(mid, "forgotten", snippet)

    def _gone(self, mid, state, snippet):
        info = self.msgs[mid]
        info["gone"] = state
        assert snippet in info["content"], snippet
        self.removed.append(snippet)
        if mid in self.hard:
            self.hard[mid]["final_state"] = state

    def pin(self, mid, t, by):
        info = self.msgs[mid]
        self._add(_ms(t), {"op": "pin", "guild_id": GUILD_ID, "channel_id": info["ch"],
                           "message_id": mid, "by": AUTHORS[by][2], "at": self._iso(t)})

    def react(self, mid, t, emoji, by, remove=False):
        info = self.msgs[mid]
        self._add(_ms(t), {"op": "reaction_remove" if remove else "reaction_add",
                           "guild_id": GUILD_ID, "channel_id": info["ch"], "message_id": mid,
                           "emoji": emoji, "user_id": AUTHORS[by][2], "at": self._iso(t)})

    def label(self, mid, etype, facts, phrasing):
        info = self.msgs[mid]
        self.hard[mid] = {"channel_id": info["ch"], "message_id": mid, "event_type": etype,
                          "facts": list(facts), "phrasing": phrasing, "final_state": "live"}
        info["kind"] = "hard"

    def idiom(self, mid, name, expected):
        self.idiom_cands.append((name, mid, expected))


def message_text(msg_or_info) -> str:
    """All model-visible text of a message: content plus every embed text part."""
    parts = [msg_or_info.get("content") or ""]
    for e in msg_or_info.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def embed(title, fields=(), description=None, footer=None, author=None, url=None):
    e = {"title": title}
    if description:
        e["description"] = description
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [{"name": n, "value": v, "inline": True} for n, v in fields]
    if footer:
        e["footer"] = footer
    return e


# --------------------------------------------------------------------------- text pools

ACKS = ["ok", "blz", "valeu", "👍", "show", "fechou", "tmj", "obg", "✅", "top", "boa",
        "beleza", "ok ok", "👀", "🙏", "kkkk", "perfeito", "anotado", "certo", "entendido"]

# Chat pools: plain strings are posted during the session (09-18h BRT); tuples carry
# their own (from_hour, to_hour) window so nobody says "bom dia" at 4 pm.
RAFAEL_CHAT = [
    ("bom dia pessoal, café na mão e bora", 7, 9),
    ("bom dia. alguém já olhou o pré de NY?", 7, 9),
    "gringo vendendo de novo no à vista, olha o fluxo",
    "DI curto devolvendo prêmio, F27 em {di27}%",
    "Ibov futuro sem força, {WIN} parado em {win}",
    "esse dólar não cai de jeito nenhum, {WDO} em {wdo}",
    "Petro segurando bem com o Brent subindo",
    "banco apanhando hoje, Itaú nem tanto",
    "alguém viu a fala do Galípolo? foi bem duro",
    "tá feio o fiscal de novo, Haddad falando em compensação",
    ("quem vai pedir almoço? eu quero o japonês", 11, 12),
    "book de Vale tá estranho, tem alguém escorando no {vale}",
    "Lucas, me manda o resumo das ordens abertas quando puder",
    "China de novo... minério derretendo em Dalian",
    "curva inclinando, vértice longo abrindo mais que o curto",
    "tá pesado hoje hein, volume bem fraco pro horário",
    "vou entrar numa call do comitê, 20 min",
    "voltei. perdi alguma coisa?",
    "a vol implícita de PETR4 subiu bem hoje",
    "Camila, o que você achou do release da B3?",
    "o WIN tá respeitando direitinho a média de 200",
    "esse vendedor de ITUB4 no {itub} some e volta o dia inteiro",
    "fluxo de fim de mês começando a aparecer no dólar",
    ("lembrem de preencher a planilha de justificativa das ordens de ontem", 8, 11),
    "o Ibov à vista tá em {ibov}, futuro com prêmio normal",
    "que mercado chato hoje",
    "se alguém falar de bitcoin nesse canal eu saio",
    "a ata sai terça, até lá o DI fica nessa",
    "Brent subindo e Petro parada... estranho",
    "alguém tem o telefone do novo operador da corretora?",
    "hoje a B3 tá lenta de novo ou é impressão minha?",
    "ninguém quer risco hoje, tá todo mundo esperando a ata",
    "olha o spread de compra e venda em BBDC4, tá largo",
    "essa alta de Vale é só short cobrindo",
    ("PBR abrindo descolado em NY, depois volta", 10, 11),
    "o Copom foi mais duro que eu esperava, mas a curva não ligou",
    ("boa noite pessoal, amanhã 8h aqui", 18, 21),
    ("vi o fechamento de NY, nada de mais", 17, 20),
    ("amanhã tem IPCA-15, dorme cedo quem vai operar a abertura", 18, 22),
    "quem ficou com o relatório de ontem?",
    "bom esse volume no DI, finalmente",
]

LUCAS_CHAT = [
    ("bd", 7, 9), ("bom dia", 7, 9), ("cheguei", 7, 9),
    "WIN {win}", "F27 {di27}", "dol {wdo}", "PETR4 {petr} no bid",
    "book fino em VALE3", "vendedor grande no VALE3 {vale}", "leilão de AZUL4 de novo kkk",
    ("acabou o café", 8, 16), "Profit travando aqui", "ok chefe", "F27 {di27} / F29 {di29}",
    "{IND} {win}", ("PBR {pbr} no pré", 9, 10), "ITUB4 {itub}", "BBDC4 {bbdc} fraco", "BOVA11 {bova}",
    ("dol abriu {wdo}", 9, 10), "volume fraco", "ninguém no book de opção hoje", "spread PETR4/PBR normal",
    "ordens abertas: só os stops", "voltei", ("almoço, 30 min", 12, 13), "tô de olho",
    "WDO pegou {wdo} e voltou", "DI1F29 {di29}", "estranho esse volume em B3SA3",
    "B3SA3 {b3sa}", "WEGE3 {wege} andando", "F26 {di26}", "DOL cheio parado",
    "cliente da corretora ligou de novo oferecendo bloco, falei que não", "book de PETR4 pesado",
    "Ibov {ibov}", ("saindo, até amanhã", 18, 20), ("resumo de ordens no drive", 17, 19),
    "caiu o Profit, voltou", "sem notícia nova no RAD", "PBR {pbr}", "VALE {vadr} em NY",
]

CAMILA_CHAT = [
    ("IPCA-15 veio em linha no cheio, mas serviços subjacentes ainda rodam acima de 6% anualizado", 9, 12),
    "minha leitura do comunicado: porta aberta pra mais uma alta, de magnitude menor",
    "curva tá precificando Selic terminal perto de 15,25%",
    "prêmio do PBR contra PETR4 em 0,4%, dentro do normal",
    "revisei o modelo de Vale: breakeven de caixa deles continua perto de US$ 75/t",
    "o payout da Petro no 4T ficou acima do que o mercado esperava",
    "subi o gráfico da curva pós-Copom na pasta da mesa",
    "bancos: inadimplência de PF estável no último dado do BC",
    "consenso do Focus pra IPCA 2025 subiu de novo, 5,6%",
    "a B3 divulga volumes mensais no começo do mês, vou montar a planilha",
    "vi o call da WEG ontem, guidance de margem bem conservador",
    "o câmbio tá pesando no resultado das exportadoras, bom pra Suzano",
    "alguém sabe a que horas sai o CAGED?",
    "fiz uma tabela de sensibilidade do DI1F27 por 10 bps, tá no drive",
    "o Itaú deve falar de ROE de 22% de novo no day",
    "a Petro tem assembleia em abril, pauta de dividendos",
    "atualizei a planilha de JCP/dividendos com as datas-com do mês",
    "o relatório trimestral de inflação do BC sai semana que vem",
    "a fala do diretor foi na linha do comunicado, nada novo",
    ("vou passar a noite revisando o modelo de bancos", 18, 21),
]

BIA_CHAT = [
    ("alguém quer café? vou descer", 8, 16),
    ("reunião de risco às 17h30 na sala 3", 9, 16),
    ("o link da call com a corretora é o mesmo de ontem", 7, 10),
    "o sistema de boletas tá pedindo atualização, cuidado ao reiniciar",
    ("chegou o relatório da corretora, coloquei na pasta", 7, 10),
    ("vou almoçar, volto 13h30", 12, 13),
    "a impressora do 8º andar morreu de novo",
    "lembrando do treinamento de compliance sexta às 9h",
    "o ar-condicionado tá congelando aqui",
    ("Rafael, sua reunião das 15h foi remarcada pra 16h", 9, 14),
    ("pedido do almoço: japonês ou árabe?", 11, 12),
    ("o pessoal da TI vai mexer na rede às 20h", 14, 19),
    "a sala 3 tá reservada pra vocês até as 18h",
    "chegou a nota de corretagem de ontem, conferi e bate",
    ("saindo, bom descanso", 18, 20),
]

MARCOS_CHAT = [
    ("lembrando que o relatório de enquadramento sai às 18h", 14, 17),
    "alguém mexeu no cadastro do DI1F29? tá com multiplicador errado no sistema",
    ("vou rodar o estresse de Copom de novo depois do fechamento", 14, 17),
    "Lucas, confere a conta de margem, a B3 chamou mais garantia hoje",
    "rodei o cenário de estresse intradiário: nada de novo",
    "o VaR tá alto por causa da vol, mas é efeito de janela",
    ("comitê de risco confirmado pra quinta às 9h", 9, 17),
]

UNHELD_NEWS = [
    ("Magazine Luiza", "Magazine Luiza (MGLU3) aprova emissão de debêntures de até R$ 1,25 bilhão em série única",
     "Conselho de Administração aprovou a 12ª emissão de debêntures simples, não conversíveis, com vencimento em 2030. Recursos para alongamento do passivo."),
    ("Azul", "Azul (AZUL4) comunica conclusão de troca de dívida e nova emissão de ações preferenciais",
     "Companhia informa homologação do aumento de capital decorrente da conversão de notas; novas ações negociam a partir de amanhã."),
    ("Raízen", "Raízen (RAIZ4) informa venda de ativos de etanol de segunda geração por R$ 1,1 bilhão",
     "Transação sujeita a aprovação do CADE; companhia reafirma foco em desalavancagem."),
    ("Hapvida", "Hapvida (HAPV3) divulga sinistralidade de 72,1% no 4T24",
     "Índice de sinistralidade caixa ficou 1,4 p.p. abaixo do mesmo período do ano anterior."),
    ("Natura", "Natura &Co (NTCO3) anuncia cisão da Avon International",
     "Fato relevante sobre reorganização societária; assembleia convocada para abril."),
    ("Casas Bahia", "Casas Bahia (BHIA3) conclui renegociação de dívida com credores quirografários",
     "Plano de recuperação extrajudicial homologado; alongamento de R$ 4,1 bilhões."),
    ("Embraer", "Embraer (EMBR3) anuncia pedido firme de 20 jatos E195-E2",
     "Pedido com valor de lista de US$ 1,8 bilhão, incluído na carteira do 1T25."),
    ("CSN", "CSN (CSNA3) comunica precificação de bonds de US$ 500 milhões com vencimento em 2032",
     "Cupom de 8,875% a.a.; recursos para recompra de notas com vencimento em 2026."),
]

PETRO_NEWS = [
    ("Petrobras anuncia redução de 4,6% no preço médio do diesel A vendido às distribuidoras a partir de amanhã",
     "diesel"),
    ("Petrobras informa que o Conselho aprovou programa de recompra de até 158 milhões de ações preferenciais",
     "recompra"),
    ("Petrobras comunica nova descoberta de hidrocarbonetos em poço exploratório na Margem Equatorial",
     "Margem Equatorial"),
    ("Petrobras esclarece notícia sobre possível revisão da política de dividendos extraordinários",
     "dividendos extraordinários"),
]

WEG_NEWS = [
    ("WEG anuncia aquisição de fabricante de motores industriais no México por US$ 68 milhões", "aquisição"),
    ("WEG informa investimento de R$ 1,4 bilhão em nova fábrica de transformadores em Jaraguá do Sul", "nova fábrica"),
    ("WEG comunica renúncia do diretor financeiro e nomeação de substituto interino", "diretor financeiro"),
]

NEWS_TAIL = [
    "O documento foi arquivado na CVM às {hh} e está disponível no site de RI.",
    "A administração informa que manterá o mercado informado sobre desdobramentos relevantes.",
    "Até o momento, não houve manifestação adicional dos porta-vozes.",
    "Analistas consultados ainda avaliam o impacto nas estimativas para 2025.",
    "A informação foi publicada fora do horário de negociação regular.",
    "Mais detalhes devem ser apresentados em teleconferência com investidores.",
    "O comunicado não altera o guidance divulgado anteriormente, segundo a companhia.",
]

GENERIC_TAIL = [
    "Fonte: agências, com edição do bot; horários em Brasília.",
    "Leia mais no terminal; atualizado às {hh}.",
    "Publicado às {hh}; atualização em seguida.",
    "",
]

GENERIC_NEWS = [
    "Ibovespa abre em queda de 0,4% com exterior negativo; dólar sobe a R$ {usd}",
    "Tesouro faz leilão de LTN e NTN-F com lote acima do esperado; taxas sobem na ponta longa",
    "IPCA-15 de março sobe 0,64%, em linha com a mediana das projeções; acumulado em 12 meses vai a 5,26%",
    "Galípolo: 'o trabalho do Copom ainda não terminou', diz presidente do BC em evento em São Paulo",
    "Haddad diz que proposta de isenção do IR será compensada integralmente e que meta fiscal está mantida",
    "Minério de ferro cai 1,8% em Dalian com estoques elevados nos portos chineses",
    "Fluxo cambial da semana fica negativo em US$ 1,2 bilhão, informa o Banco Central",
    "Petróleo Brent sobe 1,5% após dados de estoques nos EUA",
    "Fed mantém juros e sinaliza duas reduções no ano; Treasuries de 10 anos recuam",
    "Confiança do consumidor cai pelo quarto mês seguido, aponta FGV",
    "Investidor estrangeiro retira R$ 850 milhões da B3 no pregão de ontem",
    "CAGED: Brasil cria 137 mil vagas formais em fevereiro, acima do consenso",
]


# --------------------------------------------------------------------------- long texts

def morning_call(tok, rng) -> str:
    return (
        "📞 morning call da corretora (resumo que mandaram no zap, repassando):\n\n"
        f"• Fluxo: estrangeiro sacou R$ {br(rng.uniform(0.6, 1.9), 1)} bi do à vista em D-2; no mês o saldo está em "
        f"-R$ {br(rng.uniform(2.1, 5.4), 1)} bi. Institucional local foi comprador líquido pelo 3º dia.\n"
        f"• A mesa deles viu um fundo local grande comprando bloco de ~R$ {rng.choice([280, 350, 400, 450])} mi em VALE3 "
        "no call de fechamento de ontem; dizem que foi rebalanceamento de carteira teórica.\n"
        f"• Tesourarias de bancos estavam tomadas em DI1F27 no pré-Copom e zeraram boa parte ontem à tarde, "
        f"por isso o vértice fechou {rng.randint(8, 22)} bps.\n"
        f"• Gringo segue comprado em dólar via {tok['WDO']}: +{rng.randint(9, 26)} mil contratos na semana, "
        "posição líquida mais alta desde dezembro.\n"
        "• Um multimercado grande do Rio estaria montando short em varejo e long em elétricas (não confirmado).\n"
        "• Recomendação da casa: overweight em bancos (Itaú top pick), neutro em Petro, underweight em varejo "
        "doméstico. Carteira recomendada de março: ITUB4, PETR4, PRIO3, WEGE3, SBSP3, EQTL3, ELET3, RENT3, B3SA3, SUZB3.\n"
        "• Agenda: IPCA-15 às 9h, fala de diretor do BC às 11h, dados de emprego nos EUA amanhã.\n"
        "• Renda fixa: o estrategista deles vê Selic terminal em 15,25% e curva com prêmio excessivo entre F27 e F29; "
        "recomendam trava de inclinação para clientes, não é nossa ideia.\n\n"
        "Fonte: call de 07h45, anotações minhas, podem ter erro."
    )


def stack_trace(rng, which: int) -> str:
    pid = rng.randint(30000, 64000)
    if which == 0:
        sec = rng.randint(200000000, 200099999)
        return (
            f"[ERROR] umdf-handler pid {pid} caiu — incremental sem book\n"
            "```\nTraceback (most recent call last):\n"
            '  File "/opt/mesa/md/umdf/handler.py", line 318, in _on_incremental\n'
            "    book = self._books[msg.security_id]\n"
            f"KeyError: {sec}\n\n"
            "During handling of the above exception, another exception occurred:\n\n"
            "Traceback (most recent call last):\n"
            '  File "/opt/mesa/md/umdf/handler.py", line 322, in _on_incremental\n'
            '    self._request_snapshot(msg.security_id, reason="gap")\n'
            '  File "/opt/mesa/md/umdf/recovery.py", line 97, in _request_snapshot\n'
            "    sock = self._tcp_pool.acquire(timeout=self.cfg.recovery_timeout)\n"
            '  File "/opt/mesa/lib/netpool.py", line 54, in acquire\n'
            '    raise PoolExhausted(f"no free TCP recovery session after {timeout}s")\n'
            "mesa.lib.netpool.PoolExhausted: no free TCP recovery session after 2.0s\n```\n"
            "supervisor: reiniciando umdf-handler (tentativa 1/5)"
        )
    if which == 2:
        return (
            f"[ERROR] triagem: falha ao baixar lista de documentos do RAD (pid {pid})\n"
            "```\nTraceback (most recent call last):\n"
            '  File "/opt/mesa/agents/triage/sources/cvm_rad.py", line 88, in fetch_since\n'
            "    resp = self.session.get(self.url, params=params, timeout=10)\n"
            '  File "/usr/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n'
            '    return self.request("GET", url, **kwargs)\n'
            '  File "/usr/lib/python3.11/site-packages/requests/sessions.py", line 589, in request\n'
            "    resp = self.send(prep, **send_kwargs)\n"
            '  File "/usr/lib/python3.11/site-packages/requests/adapters.py", line 532, in send\n'
            "    raise ReadTimeout(e, request=request)\n"
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='www.rad.cvm.gov.br', port=443): "
            "Read timed out. (read timeout=10)\n```\n"
            "backoff exponencial: nova tentativa em 30s (1/6)"
        )
    return (
        f"[ERROR] risk-engine worker {rng.randint(1, 8)} (pid {pid}) exceção no cálculo intradiário\n"
        "```\nTraceback (most recent call last):\n"
        '  File "/opt/mesa/risk/engine/var.py", line 141, in run_intraday\n'
        "    shocks = self._scenario_set.load(as_of=ts)\n"
        '  File "/opt/mesa/risk/engine/scenarios.py", line 66, in load\n'
        "    vols = curve.implied_vol_surface(self.underlyings)\n"
        '  File "/opt/mesa/risk/curves/voldeck.py", line 212, in implied_vol_surface\n'
        "    w = (k - k0) / (k1 - k0)\n"
        "ZeroDivisionError: float division by zero\n```\n"
        "fallback: usando superfície de vol de D-1 para opções de PETR4/VALE3 até o próximo ciclo"
    )


MACRO_TOPICS = {
    "Decision and statement": [
        "The committee delivered what the curve had priced, but the statement carried more information than the decision itself.",
        "The balance-of-risks paragraph was kept almost verbatim, and the reference to de-anchored expectations appeared twice.",
        "The board again declined to give explicit guidance beyond the next meeting, which leaves the May decision fully data-dependent.",
        "Compared with January, the text is less hawkish on activity and more hawkish on services inflation, a subtle but relevant shift.",
        "The vote was unanimous, which removes one of the tail scenarios the market had been paying for in the options on the decision.",
        "Market reaction overnight was orderly: the front end barely moved and the belly richened a few basis points in offshore trading.",
        "Communication risk is now lower than at any point since the leadership change, and that alone should compress some volatility premium.",
        "The forward guidance language of 'a smaller adjustment' is the closest the committee has come to signalling the end of the cycle.",
    ],
    "Inflation": [
        "Services ex-volatile items are running at a {serv}% three-month seasonally adjusted annualised pace, far from compatible with the target.",
        "Industrial goods are starting to reflect the BRL depreciation of the fourth quarter with the usual two-to-three month lag.",
        "Food-at-home shows no clear relief yet, despite the good harvest expectations for soy and corn.",
        "The Focus survey keeps drifting up: the {y} IPCA median is now {ipca}%, with the {y2} number at {ipca2}%.",
        "Diffusion remains above 60%, which says the problem is broad-based rather than concentrated in a few volatile items.",
        "Administered prices will add roughly 0.3 pp to the headline over the next quarter as electricity tariffs flags turn yellow.",
        "Wage settlements in collective agreements are running above 7% nominal, a level consistent with sticky services inflation.",
        "The IPCA-15 breakdown showed education and health plans as the main upside contributors, both with strong inertia.",
    ],
    "Activity": [
        "Activity is slowing but not collapsing: retail sales and services volumes softened at the margin.",
        "The labour market remains tight, with unemployment near record lows and real wage growth still positive.",
        "Credit concessions to households are decelerating as lending rates climb, which is the transmission the central bank wants to see.",
        "The lag in monetary transmission argues for patience rather than a pivot, at least until the second half.",
        "Industrial production surprised to the downside for the second month in a row, led by capital goods.",
        "Agriculture will add almost a full percentage point to first-quarter GDP, masking weakness elsewhere.",
        "Consumer confidence fell to its lowest level since 2022, with the expectations component leading the decline.",
    ],
    "Fiscal": [
        "The fiscal side remains the main source of term premium in the curve.",
        "The market still doubts the revenue measures needed to meet the primary target this year.",
        "Every headline about new spending programmes or tax exemptions tends to hit the long end first.",
        "We do not expect a credible fiscal anchor before the budget guidelines bill is sent to Congress.",
        "The income-tax exemption proposal remains the largest single uncertainty, with a gross cost near 0.4% of GDP.",
        "Gross debt is on track to cross 80% of GDP next year under any realistic primary-balance scenario.",
        "Election-year dynamics will start to weigh on the fiscal narrative from the second half onward.",
    ],
    "FX": [
        "The central bank's swap stock is unchanged at around US$ 100 billion, and rollovers have been fully executed.",
        "Corporate dollar hedging demand tends to rise ahead of quarter-end, which supports the forward points.",

        "The real has recovered part of the December sell-off, helped by a softer dollar globally and a record carry.",
        "Spot is trading around {usd}, and the local futures market shows foreign accounts still long dollars against the real.",
        "A carry of roughly {carry}% per year makes shorting the real expensive, which limits upside in USD/BRL absent a fiscal shock.",
        "Exporter flows have been lighter than usual this month, and the central bank has not needed to roll its swap stock aggressively.",
        "Implied volatility in one-month USD/BRL has fallen to the lowest level since October, a sign of complacency or of carry demand.",
        "Month-end typically brings dollar demand from dividend remittances, which historically adds 1-2% to spot in the last week.",
    ],
    "Equities": [
        "The Ibovespa trades at roughly {pe}x forward earnings, more than one standard deviation below its ten-year average.",
        "The discount is a function of the discount rate: domestic cyclicals remain hostage to the curve.",
        "Exporters such as pulp, oil and iron ore are more exposed to China and the dollar than to local rates.",
        "Banks have held up well, as high rates help margins while asset quality is, so far, stable.",
        "Foreign investors have withdrawn from the cash market for three consecutive weeks, while local institutions were net buyers.",
        "Earnings revisions for the index turned slightly positive for the first time in six months, driven by commodities and banks.",
        "Small caps continue to underperform, with the SMLL index down double digits from its peak as rates stay restrictive.",
    ],
    "Commodities": [
        "Chinese steel margins remain negative for most mills, limiting restocking demand for iron ore.",
        "The oil forward curve is in mild backwardation, which keeps the carry positive for producers hedging output.",

        "Iron ore has slipped back toward US$ {ore}/t in Dalian as Chinese steel output stays capped.",
        "Property starts in China keep falling, and port inventories are above the seasonal average.",
        "Brent is holding around US$ {brent}/bbl, supported by supply discipline from the producer group.",
        "For the local market this means Vale screens cheap on multiples but lacks a near-term catalyst.",
        "Petrobras is supported by dividends more than by the oil price itself, and by the pricing policy remaining stable.",
        "Pulp prices in China have rolled over, which matters for the exporters but is a second-order effect for the index.",
    ],
    "Curve": [
        "The DI curve implies a terminal Selic around {term}% by mid-year, followed by cuts only in the first half of next year.",
        "DI1F27 at {di27}% embeds roughly {prem} basis points of term premium over our base-case path.",
        "Historically that premium has been compressed once the central bank signals the end of the cycle.",
        "The F27/F31 slope is close to flat, which is unusual during a hiking cycle and reflects fiscal premium at the long end.",
        "Options on the May decision put roughly 60% probability on a 50 bp move and the remainder on 75 bp.",
        "Real rates of one year ex-ante are above 9%, a level that in the past preceded a sharp credit slowdown.",
        "Open interest in DI1F27 is near its yearly high, making it the natural place for any repricing to show up first.",
    ],
    "Positioning": [
        "Retail investors cut exposure to the mini index contract for a third straight week, and open interest in WIN fell accordingly.",
        "The largest local macro funds report net long BRL exposure for the first time this year, according to the latest surveys.",
        "Pension funds kept adding inflation-linked bonds at the long end, a slow but steady source of demand for duration.",

        "Exchange data show local funds reduced net payer positions in the front end over the last two weeks.",
        "Foreign accounts added receivers in the belly, mostly through DI1F27 and DI1F28.",
        "In the cash equity market, short interest in domestic retailers is near its highest level in two years.",
        "Dealer surveys suggest the street is long duration into the minutes but light on equity exposure.",
        "Dollar futures positioning by non-residents is the longest since December, which leaves room for a squeeze lower in USD/BRL.",
    ],
    "Risks": [
        "A downside surprise in Chinese credit data would add pressure on the iron ore complex and on Vale in particular.",
        "Political noise around the 2026 election could start to appear in polls earlier than usual and weigh on the long end.",
        "An unexpected change at the top of the state-controlled companies remains a recurring idiosyncratic risk for the index.",

        "A sharp upside surprise in services inflation would push the front end higher very quickly.",
        "A disorderly fiscal headline remains the main tail risk for the long end and for the currency.",
        "A sudden stop in portfolio flows would hit the real and local equities at the same time.",
        "On the other side, faster credit deceleration and a benign IPCA-15 would accelerate the repricing of cuts.",
        "A renewed trade conflict between the US and China would hurt iron ore and pulp more than oil.",
    ],
    "Global": [
        "Emerging-market equity funds saw their first weekly inflow in two months, led by allocations to Latin America.",
        "The term premium in US Treasuries has compressed again, reducing the pressure on EM long-end rates.",
        "Oil-importing EMs have outperformed exporters this quarter, a pattern that has not favoured Brazil.",

        "US Treasuries have rallied on softer activity data, and the Fed is expected to stay on hold near term.",
        "A weaker dollar is the best friend of Brazilian assets, but the correlation has been unstable this year.",
        "In three of the last five risk-off episodes the real underperformed EM peers because of local fiscal noise.",
        "European data remain weak, and the ECB is cutting, which supports carry trades funded in euros.",
        "Chinese policymakers have promised support but delivered little so far, keeping commodity demand subdued.",
    ],
    "Calendar": [
        "Petrobras holds its annual meeting in April, where the dividend policy and board composition are on the agenda.",
        "The central bank releases the focus survey every Monday morning, the first read on expectations after each meeting.",
        "Treasury auctions of fixed-rate bonds take place on Thursday, with sizes announced the day before.",

        "IPCA-15 on Thursday, the quarterly inflation report next week and the Copom minutes on Tuesday.",
        "The primary budget result is due at month-end, together with the federal debt report.",
        "In the US, PCE and the final University of Michigan survey are the only relevant prints.",
        "B3 publishes monthly volumes at the start of the month; the CAGED jobs data come out on Friday.",
    ],
}

THESIS_SENTENCES = [
    ("Net of all this we are changing our DI1F27 call: we move from paying to receiving, targeting "
     "{tgt}% with a review above {stop}%.", ["DI1F27", "from paying to receiving"]),
    ("Bottom line for the desk book: our DI1F27 bias flips from bearish (pay) to neutral, and we would "
     "no longer add payer risk in the front end.", ["DI1F27", "flips from bearish (pay) to neutral"]),
    ("This changes our view on BBDC4: we downgrade it from neutral to underweight, since Bradesco's "
     "loan book reprices slower than funding costs with the Selic at {selic}%.",
     ["BBDC4", "from neutral to underweight"]),
    ("We therefore invalidate our VALE3 re-rating thesis: without a Chinese stimulus the US$ {ore}/t "
     "floor is gone, and we move VALE3 from overweight to neutral.",
     ["VALE3", "from overweight to neutral", "re-rating thesis"]),
]


def macro_report(tok, rng, title, n_paras, buried=None, topics=None):
    vals = dict(serv=f"{rng.uniform(5.8, 7.2):.1f}", y="2025", y2="2026",
                ipca=f"{rng.uniform(5.4, 5.8):.2f}", ipca2=f"{rng.uniform(4.3, 4.6):.2f}",
                usd=tok["usd_en"], carry=f"{rng.uniform(9.5, 11.0):.1f}", pe=f"{rng.uniform(7.2, 8.1):.1f}",
                ore=str(rng.randint(98, 104)), brent=str(rng.randint(70, 76)),
                term=f"{rng.choice([14.75, 15.0, 15.25]):.2f}", di27=tok["di27_en"],
                prem=str(rng.randint(35, 70)), selic="14.25", tgt=f"{tok['di27_f'] - 0.35:.2f}",
                stop=f"{tok['di27_f'] + 0.20:.2f}")
    if topics is None:
        topics = list(MACRO_TOPICS)
        rng.shuffle(topics)
        topics = topics[:n_paras]
    paras = []
    for tp in topics:
        pool = MACRO_TOPICS[tp]
        k = min(len(pool), rng.randint(6, 8))
        sents = rng.sample(pool, k)
        paras.append((tp, " ".join(s.format(**vals) for s in sents)))
    facts = None
    if buried is not None:
        sent, facts = THESIS_SENTENCES[buried]
        sent = sent.format(**vals)
        k = len(paras) // 2
        tp, body = paras[k]
        cut = body.find(". ", len(body) // 2)
        body = body + " " + sent if cut < 0 else body[:cut + 2] + sent + " " + body[cut + 2:]
        paras[k] = (tp, body)
    body = [f"**{i + 1}. {tp}**\n{p}" for i, (tp, p) in enumerate(paras)]
    text = (f"## {title}\n_macro-agent · generated {tok['date_en']} · sources: BCB, IBGE, B3, Bloomberg "
            "consensus_\n\n" + "\n\n".join(body) +
            "\n\n— This note is produced automatically for the São Paulo desk; figures may lag the tape.")
    return text, facts


RESEARCH_NOTES = [
    ("Nota rápida — PETR4 x PBR",
     "O ADR está negociando com prêmio de {prem_adr}% sobre a ação local ajustada pelo câmbio de {usd}. "
     "Historicamente o prêmio oscila entre -0,5% e +0,8%, com meia-vida de 2 a 3 pregões. O custo do aluguel "
     "de PETR4 segue baixo (0,15% a.a.) e o custo de carregar o short em PBR está em linha. Não há distorção "
     "relevante hoje; o spread só ficou interessante em dois dias do mês passado, ambos em dias de fato "
     "relevante após o fechamento de NY. Próximos gatilhos: anúncio de preço de combustível e a assembleia de "
     "abril. A liquidez do ADR é muito maior na primeira meia hora de NY e o call de fechamento da B3 termina "
     "antes do fechamento de NY, o que explica boa parte das distorções de final de dia."),
    ("Resumo da curva",
     "F26 {di26}% | F27 {di27}% | F28 {di28}% | F29 {di29}% | F31 {di31}%. A inclinação F27/F31 voltou para "
     "perto de zero, o que é raro em ciclo de alta. O mercado está dividido entre mais 50 e mais 75 bps em maio; "
     "as opções de Copom dão cerca de 60% para 50 bps. Os vértices intermediários carregam o maior prêmio em "
     "relação ao cenário do Focus. Na parte longa, a discussão fiscal domina e qualquer ruído de Brasília abre a "
     "curva. O DV01 agregado do mercado em F27 é o maior do ano. Em termos de real ex-ante, o juro de 1 ano está "
     "acima de 9%, nível que no passado antecedeu desaceleração forte do crédito em dois ou três trimestres."),
    ("Vale — checklist de catalisadores",
     "1) Produção do 1T sai em abril; consenso espera 67-68 Mt. 2) Acordo de Mariana: pagamentos concentrados "
     "em 2025 e 2026, já provisionados. 3) Minério: estoques nos portos chineses acima da média sazonal; usinas "
     "sem margem. 4) Dividendos: yield de 8-9% no preço atual ({vale}), sem extraordinário à vista. 5) Níquel e "
     "cobre: a unidade de metais básicos ainda queima caixa. Resumo: ação barata, sem gatilho de curto prazo; o "
     "ADR em NY tem puxado a formação de preço na abertura, então vale olhar o pré-market de NY antes do leilão."),
    ("Bancos — o que olhar no 1T25",
     "Margem com clientes deve continuar subindo no Itaú com o repasse de Selic, enquanto o Bradesco ainda "
     "carrega carteira antiga de menor spread. Custo de crédito: a provisão de PF estabilizou; PJ médio é o ponto "
     "de atenção com juro a 14,25%. Eficiência: Itaú abaixo de 39%, Bradesco acima de 50%. Capital: ambos "
     "confortáveis, Itaú com espaço para extraordinário no 2S. Sensibilidade: cada 100 bps de Selic mexe cerca de "
     "1% no lucro do Itaú e 2-3% no do Bradesco, via tesouraria e float. ITUB4 a {itub}, BBDC4 a {bbdc}."),
    ("Dólar — fluxo e cupom",
     "O {WDO} está em {wdo}, com o cupom cambial curto estável. O fluxo cambial da semana passada foi negativo em "
     "US$ 1,2 bi, concentrado no financeiro. Remessa de dividendos costuma pesar na segunda quinzena. O BC rolou "
     "integralmente os swaps de abril e não sinalizou leilão de linha. A posição de estrangeiros em dólar futuro "
     "e cupom está na máxima desde dezembro, o que deixa o mercado vulnerável a uma desmontagem rápida se o "
     "carrego continuar atraente. Vol implícita de 1 mês caiu para 12,8%."),
    ("Índice — estrutura do {WIN}",
     "O futuro está em {win} contra o à vista em {ibov}, prêmio compatível com o CDI até o vencimento. O "
     "open interest do mini caiu 6% na semana, sinal de pessoa física saindo. Suportes técnicos que a mesa de "
     "análise gráfica acompanha: média de 200 dias e a mínima de fevereiro. A correlação do índice com o DI "
     "longo está em -0,7 nas últimas 20 sessões, ou seja, o índice segue sendo um trade de juros. Volume "
     "financeiro do à vista abaixo de R$ 20 bi por dia há duas semanas."),
    ("WEG / B3 / PRIO — notas da watchlist",
     "WEG: múltiplo de 28x lucro, guidance de margem conservador, exportação ajudada pelo câmbio. B3: volume de "
     "ações fraco, mas derivativos de juros em recorde compensam; sensível a ADTV. PRIO: produção em rampa, "
     "Peregrino muda a escala, alavancagem sobe no curto prazo. Suzano: celulose cedendo na China, câmbio "
     "ajuda. Nenhuma delas tem gatilho esta semana, seguem só no radar."),
    ("Opções de PETR4 — superfície",
     "Vol implícita ATM de 1 mês em 27%, contra realizada de 22%. Skew de put moderado. As calls fora do "
     "dinheiro do próximo vencimento negociam a menos de 2% do preço da ação, e o open interest se concentra nos "
     "strikes de 40 e 42. Spread de compra e venda no book de opções segue largo fora do horário de maior "
     "liquidez, melhor operar entre 10h30 e 12h e depois das 14h30. Gamma do mercado concentrado no vencimento."),
]


def research_note(tok, rng, used=None):
    idx = [i for i in range(len(RESEARCH_NOTES)) if not used or i not in used]
    if not idx:
        idx = list(range(len(RESEARCH_NOTES)))
    i = rng.choice(idx)
    if used is not None:
        used.add(i)
    title, body = RESEARCH_NOTES[i]
    vals = dict(tok)
    vals["prem_adr"] = br(rng.uniform(0.1, 0.7), 2)
    return f"**{title.format(**vals)}**\n{body.format(**vals)}"



# --------------------------------------------------------------------------- a channel-day

class Day:
    def __init__(self, cap: Capture, seed: int, index: int, day_i: int, start: datetime):
        self.cap = cap
        self.ch = channel_id(index)
        self.key = f"{self.ch}:{day_i}"
        self.index = index
        self.start = start
        self.rng = random.Random(f"{DESK}:{seed}:{index}:{day_i}")
        self.local_day = (start + timedelta(hours=12)).astimezone(BRT).date()
        self.codes = contract_codes(self.local_day)
        self.oid = self.rng.randint(7_100_000, 7_890_000)
        self.nyid = self.rng.randint(4000, 9800)
        self.threads = []
        self.notes_used = set()
        self.chat_used = set()
        self._prices()

    # ---- helpers
    def T(self, h, m=0, jitter=0):
        return self.start + timedelta(hours=h, minutes=m, seconds=self.rng.uniform(0, jitter),
                                      milliseconds=self.rng.randint(0, 999))

    def nx(self, t, a, b):
        return t + timedelta(seconds=self.rng.uniform(a, b), milliseconds=self.rng.randint(0, 999))

    def hhmm(self, t, tz=BRT, sec=False):
        return t.astimezone(tz).strftime("%H:%M:%S" if sec else "%H:%M")

    def post(self, t, who, content="", **kw):
        r = self.rng
        if who == "oms" and kw.get("embeds"):
            for e in kw["embeds"]:
                ativo = next((f["value"] for f in e.get("fields", []) if f["name"] == "Ativo"), "")
                strat = ("Juros" if ativo.startswith("DI1") else
                         "Dólar" if ativo.startswith(("WDO", "DOL")) else
                         "Índice" if ativo.startswith(("WIN", "IND")) else
                         "RV Brasil" if len(ativo) <= 6 else "Opções RV")
                e.setdefault("fields", []).extend([
                    {"name": "Estratégia", "value": strat, "inline": True},
                    {"name": "Trader", "value": "lucas.amaral", "inline": True},
                    {"name": "Hora", "value": t.astimezone(BRT).strftime("%H:%M:%S.") + f"{_ms(t) % 1000:03d}",
                     "inline": True},
                    {"name": "Validade", "value": "DIA", "inline": True},
                    {"name": "Corretora", "value": r.choice(["Itaú BBA (114)", "BTG (85)", "XP (3)"]),
                     "inline": True}])
        generic = kw.pop("generic", False)
        if who == "news" and generic:
            tail = r.choice(GENERIC_TAIL).format(hh=self.hhmm(t))
            if tail:
                content = content + "\n" + tail
        elif who == "news":
            tail = " ".join(r.sample(NEWS_TAIL, 2)).format(hh=self.hhmm(t))
            if kw.get("embeds"):
                kw["embeds"][0].setdefault("fields", []).append({"name": "Resumo", "value": tail})
            else:
                content = content + "\n" + tail
        return self.cap.post(self, t, who, content, **kw)

    def H(self, mid, etype, facts, phrasing):
        self.cap.label(mid, etype, facts, phrasing)

    def next_oid(self, t):
        # OMS ids grow with time through the day (other desks share the sequence)
        secs = int((t - self.start).total_seconds())
        return str(self.oid + secs // 9 + self.rng.randint(0, 2))

    def next_nyid(self, t):
        secs = int((t - self.start).total_seconds())
        return f"NY-{self.nyid + secs // 60}{self.rng.choice('ABCDEFGHJK')}"

    def _prices(self):
        r = self.rng
        petr = round(r.uniform(37.2, 38.6), 2)
        vale = round(r.uniform(55.2, 57.8), 2)
        itub = round(r.uniform(33.4, 34.8), 2)
        bbdc = round(r.uniform(12.1, 12.9), 2)
        wege = round(r.uniform(42.0, 45.0), 2)
        b3sa = round(r.uniform(11.2, 12.3), 2)
        bova = round(r.uniform(122.0, 127.0), 2)
        win = 5 * round(r.uniform(131500, 134500) / 5)
        ibov = win - 5 * round(r.uniform(900, 1700) / 5)
        di27 = round(r.uniform(14.78, 15.05), 3)
        wdo = 0.5 * round(r.uniform(5660, 5760) / 0.5)
        fx = wdo / 1000
        pbr = round(petr * 2 / fx, 2)
        vadr = round(vale / fx, 2)
        self.p = dict(petr=petr, vale=vale, itub=itub, bbdc=bbdc, wege=wege, b3sa=b3sa, bova=bova,
                      win=win, ibov=ibov, di27=di27, wdo=wdo, fx=fx, pbr=pbr, vadr=vadr)
        c = self.codes
        self.tok = dict(
            petr=br(petr), vale=br(vale), itub=br(itub), bbdc=br(bbdc), wege=br(wege), b3sa=br(b3sa),
            bova=br(bova), win=bri(win), ibov=bri(ibov), di27=br(di27, 3), di26=br(di27 - 0.28, 3),
            di28=br(di27 - 0.07, 3), di29=br(di27 - 0.02 + r.uniform(-0.05, 0.05), 3),
            di31=br(di27 + r.uniform(-0.04, 0.08), 3), wdo=br(wdo, 1), usd=br(fx, 4),
            usd_en=f"{fx:.4f}", di27_en=f"{di27:.3f}", di27_f=di27, pbr=br(pbr), vadr=br(vadr),
            WIN=c["WIN"], IND=c["IND"], WDO=c["WDO"], DOL=c["DOL"],
            date_en=self.local_day.strftime("%d %b %Y"),
            date_br=self.local_day.strftime("%d/%m"),
        )

    # ---- the day
    def build(self):
        r = self.rng
        core = [self.s_overnight, self.s_news_morning, self.s_risk_morning, self.s_macro_copom,
                self.s_win_open, self.s_petr_open, self.s_vale, self.s_forget, self.s_close,
                self.s_copom_thread, self.s_near_misses, self.s_macro_qa, self.s_scheduled_noise]
        hard = 0
        for f in core:
            hard += f() or 0
        optional = [
            (self.s_adr_pbr, 4), (self.s_adr_vale, 3), (self.s_di, 5), (self.s_breach, 3),
            (self.s_options, 4), (self.s_news_banks, 2), (self.s_news_b3, 2), (self.s_unheld_pm, 1),
            (self.s_petr_target, 1), (self.s_wdo, 6), (self.s_bbdc, 3), (self.s_itub_thesis, 1),
            (self.s_after, 2), (self.s_var_limit, 1), (self.s_news_vale, 1), (self.s_news_prio, 1),
        ]
        r.shuffle(optional)
        target = r.randint(32, 41)
        for f, n in optional:
            if hard + n <= target:
                hard += f() or 0
        self.fill()

    # ---- scripted scenes -------------------------------------------------

    def s_overnight(self):
        r, tok = self.rng, self.tok
        t = self.T(0, 20, 600)
        self.post(t, "cron", f"[cron] job=eod_recon_b3 status=ok duração={r.randint(31, 88)}s "
                             f"quebras=0 ordens_conciliadas={r.randint(18, 44)}", kind="noise")
        t = self.T(1, 5, 900)
        self.post(t, "cron", f"[cron] job=backup_oms status=ok tamanho={br(r.uniform(2.1, 3.4), 1)} GB destino=s3://mesa-sp-backup",
                  kind="noise")
        t = self.T(2, 40, 900)
        m1 = self.post(t, "md", "[WARN] marketdata: sessão UMDF (canal 051) desconectada (code 1006), "
                                "reconectando em 2s…", kind="noise")
        self.post(self.nx(t, 3, 9), "md", f"[INFO] reconectado · snapshot recuperado (seq {r.randint(18_000_000, 19_900_000)}) "
                                          "· 0 mensagens perdidas", kind="noise", reply=m1)
        t = self.T(3, 50, 1200)
        self.post(t, "md", stack_trace(r, 0), kind="noise")
        self.post(self.nx(t, 20, 60), "md", "[INFO] umdf-handler de volta · books reconstruídos (412 instrumentos)",
                  kind="noise")
        t = self.T(4, 30, 900)
        self.post(t, "cron", f"[cron] job=carga_cadastro_b3 status=ok instrumentos={bri(r.randint(405000, 418000))} "
                             f"novos={r.randint(120, 900)} expirados={r.randint(40, 400)}", kind="noise")
        t = self.T(5, 10, 900)
        self.post(t, "cron", f"[cron] job=curva_di_bootstrap status=ok vértices=38 F27={tok['di27']} "
                             f"F29={tok['di29']} (fechamento D-1)", kind="noise")
        # overnight macro wrap: long analysis, no decision
        t = self.T(5, 40, 900)
        text, _ = macro_report(tok, r, "Overnight wrap — Asia close, commodities, what matters for B3 today",
                               r.randint(8, 10))
        mid = self.post(t, "macro", text, kind="near")
        self.cap.idiom(mid, "long English macro analysis with trading words, no decision", "not_hard")
        # a deploy with bulk-deleted test notifications
        t = self.T(6, 15, 600)
        self.post(t, "deploy", f"deploy oms-b3 v2.{r.randint(11, 19)}.{r.randint(0, 9)} → prod ✅ "
                               f"(pipeline #{r.randint(4700, 4999)}, {r.randint(2, 5)}m{r.randint(10, 59)}s)",
                  kind="noise")
        ids, sn = [], []
        for k in range(3):
            t = self.nx(t, 4, 15)
            txt = f"teste de notificação {k + 1}/3 — ignorar (canal errado, desculpa)"
            ids.append(self.post(t, "deploy", txt, kind="noise"))
            sn.append(f"teste de notificação {k + 1}/3")
        self.cap.bulk_delete(ids, self.nx(t, 30, 120), sn)
        return 0

    def s_news_morning(self):
        r, tok = self.rng, self.tok
        t = self.T(7, 10, 600)
        head, kw = r.choice(PETRO_NEWS)
        proto = f"{r.randint(100000, 199999):06d}"
        mid = self.post(t, "news", "", embeds=[embed(
            "Fato Relevante — Petróleo Brasileiro S.A. – Petrobras", description=head,
            fields=[("Empresa", "Petrobras"), ("Tipo", "Fato Relevante"), ("Protocolo CVM", proto)],
            footer=f"CVM · RAD · {self.hhmm(t)}", url=f"https://www.rad.cvm.gov.br/ENET/frmExibirArquivoIPEExterno.aspx?NumeroProtocoloEntrega={proto}")])
        self.H(mid, "held_position_news", ["Petrobras", kw], "embed")
        self.cap.idiom(mid, "fato relevante embed naming held company by name (Petrobras)", "held_position_news")
        self.cap.react(mid, self.nx(t, 600, 2400), "👀", "rafael")
        t2 = self.nx(t, 20, 70)
        if r.random() < 0.5:
            txt = ("🧭 triagem: Petrobras está na carteira (PETR4 comprado, PBR vendido em NY). "
                   "Roteado para @Rafael Tavares e para o exec-ny revisar o hedge antes da abertura de NY.")
            facts = ["Petrobras", "Roteado para @Rafael Tavares", "exec-ny"]
        else:
            txt = ("route: fato_relevante=Petrobras destino=gestor(Rafael Tavares)+exec-ny "
                   "motivo=posição_aberta(PETR4,PBR) prioridade=alta")
            facts = ["Petrobras", "destino=gestor(Rafael Tavares)+exec-ny"]
        mid = self.post(t2, "triage", txt, reply=mid)
        self.H(mid, "route_decision", facts, "reply")
        self.cap.idiom(mid, "triage agent routes held-name headline to PM + exec agent", "route_decision")

        # unheld headline + explicit no-route
        t = self.nx(t2, 120, 600)
        name, head, body = r.choice(UNHELD_NEWS)
        nm = self.post(t, "news", f"📰 {head}\n{body}", kind="near")
        self.cap.idiom(nm, "headline on a company the desk neither holds nor watches", "not_hard")
        t = self.nx(t, 15, 60)
        mid = self.post(t, "triage", f"🧭 triagem: {name} não está na carteira nem na watchlist — arquivado, "
                                     "não roteado.", reply=nm)
        self.H(mid, "no_route_decision", [name, "não roteado"], "reply")
        self.cap.idiom(mid, "triage 'arquivado, não roteado' on unheld name", "no_route_decision")

        # watchlist headline
        t = self.nx(t, 200, 900)
        head, kw = r.choice(WEG_NEWS)
        mid = self.post(t, "news", f"📰 {head}\nFonte: comunicado ao mercado, CVM/RAD {self.hhmm(t)}")
        self.H(mid, "watchlist_news", ["WEG", kw], "untagged")
        self.cap.idiom(mid, "watchlist name headline (WEG for WEGE3)", "watchlist_news")
        t = self.nx(t, 30, 90)
        m = self.post(t, "cron", f"[cron] triagem_noturna: {r.randint(7, 15)} manchetes lidas · 1 roteada · "
                                 f"{r.randint(4, 9)} arquivadas · 0 roteadas automaticamente para execução",
                      kind="noise")
        self.cap.idiom(m, "cron summary with 'roteada/arquivadas' counts", "not_hard")
        return 4

    def s_risk_morning(self):
        r, tok = self.rng, self.tok
        t = self.T(7, 55, 300)
        pos = (f"📋 posições de abertura {tok['date_br']} (D-1 fechamento)\n"
               f"PETR4 +180.000 | VALE3 +80.000 | ITUB4 +120.000 | BBDC4 -250.000 | BOVA11 +80.000\n"
               f"{tok['WIN']} 0 | DI1F27 -2.000 (tomado) | {tok['WDO']} +20 | PBR -65.000 | VALE -80.000\n"
               f"PL ref R$ {br(r.uniform(610, 690), 1)} mi · caixa R$ {br(r.uniform(40, 90), 1)} mi · margem B3 depositada "
               f"R$ {br(r.uniform(18, 31), 1)} mi")
        self.post(t, "risco", pos, kind="noise")
        t = self.T(8, 5, 400)
        wl = self.post(t, "rafael", "watchlist da semana (sem posição): WEGE3, B3SA3, PRIO3, SUZB3. "
                                    "Qualquer notícia dessas me chamem.")
        self.cap.pin(wl, self.nx(t, 5, 20), "rafael")
        self.cap.react(wl, self.nx(t, 6, 25), "📌", "rafael")
        t = self.nx(t, 300, 900)
        old = br(r.choice([2.0, 2.2, 2.5]), 1)
        new = br(r.choice([1.5, 1.6, 1.8]), 1)
        expo = r.choice([110, 120, 125])
        txt = (f"Bom dia. Novos limites a partir de hoje, aprovados no comitê de ontem:\n"
               f"• stop de perda diária da mesa: R$ {new} mi (era R$ {old} mi)\n"
               f"• exposição bruta em RV: R$ {expo} mi\n"
               "Qualquer dúvida me chamem antes de mandar ordem grande.")
        mid = self.post(t, "marcos", txt)
        self.H(mid, "risk_limit", ["stop de perda diária", f"R$ {new} mi", f"R$ {expo} mi"], "untagged")
        self.cap.idiom(mid, "risk manager sets new daily loss stop in R$ mi", "risk_limit")
        self.cap.pin(mid, self.nx(t, 30, 90), "rafael")
        self.cap.react(mid, self.nx(t, 31, 95), "📌", "rafael")
        self.post(self.nx(t, 40, 120), "lucas", "👍", kind="noise", reply=mid)
        self.expo = expo
        return 1

    def s_macro_copom(self):
        r, tok = self.rng, self.tok
        t = self.T(8, 30, 600)
        which = r.randrange(len(THESIS_SENTENCES))
        title = r.choice(["Copom post-mortem — statement, curve and what it means for the book",
                          "Copom read-through — reaction function, curve and the book",
                          "Rates & FX weekly — the front end after the Copom"])
        text, facts = macro_report(tok, r, title, r.randint(10, 12), buried=which)
        mid = self.post(t, "macro", text)
        self.H(mid, "thesis_update", facts, "buried")
        self.cap.idiom(mid, "thesis change buried mid-report in English macro note", "thesis_update")
        self.macro_mid = mid
        return 1

    def s_copom_thread(self):
        r, tok = self.rng, self.tok
        mms = self.cap.msgs[self.macro_mid]["ms"]
        t = self.nx(datetime.fromtimestamp(mms / 1000, tz=timezone.utc), 240, 1200)
        th = self.post(t, "camila", "abrindo thread pra discutir o pós-Copom, subi o gráfico da curva",
                       reply=self.macro_mid,
                       attach=[self._attach(t, "curva_di_pos_copom.png", r.randint(38000, 91000))])
        self.threads.append(th)
        t = self.nx(t, 60, 240)
        mid = self.post(t, "rafael", f"se o Copom surpreender em maio com mais 100, poderíamos comprar mais "
                                     f"DI1F27 tomado... mas por enquanto nada, só observando", thread=th, kind="near")
        self.cap.idiom(mid, "Copom hypothetical 'se o Copom surpreender, poderíamos…'", "not_hard")
        t = self.nx(t, 40, 200)
        self.post(t, "camila", "concordo, o balanço de riscos ficou assimétrico pra cima. o mercado tá dividido "
                               "entre 50 e 75 na próxima", thread=th)
        t = self.nx(t, 30, 120)
        mid = self.post(t, "lucas", f"e se a gente montasse uma trava F27/F29? faz sentido?", thread=th, kind="near")
        self.cap.idiom(mid, "junior asks 'e se a gente montasse…?' (question, no decision)", "not_hard")
        t = self.nx(t, 60, 300)
        self.post(t, "camila", f"F27 {tok['di27']} / F29 {tok['di29']} agora, inclinação quase zerada. "
                               "não sei se paga o carrego", thread=th)
        t = self.nx(t, 60, 300)
        self.post(t, "rafael", "deixa quieto por hoje", thread=th)
        return 0

    def _attach(self, t, fn, size):
        aid = str(snowflake(_ms(t) + 1, 7, self.rng.randint(0, 4095)))
        return {"id": aid, "filename": fn, "size": size,
                "url": f"https://cdn.discordapp.com/attachments/{self.ch}/{aid}/{fn}"}

    def s_win_open(self):
        r, tok, p = self.rng, self.tok, self.p
        W = tok["WIN"]
        e = p["win"] - 5 * r.randint(10, 60)
        stop0, stop1, stop2 = e - 500, e - 250, e + 5 * r.randint(2, 12)
        n = r.choice([10, 15, 20, 25])
        t = self.T(9, 2, 240)
        prop = self.post(t, "lucas", f"c {n} {W} {bri(e)} stp {bri(stop0)}")
        self.H(prop, "trade_proposal", [W, f"c {n}", bri(e), bri(stop0)], "shorthand")
        self.cap.idiom(prop, "junior shorthand 'c N WINxxx px stp px'", "trade_proposal")
        t = self.nx(t, 15, 80)
        appr_txt = r.choice(["tá aprovado, manda", "tá aprovado, manda ver", "aprovado, manda"])
        ap = self.post(t, "rafael", appr_txt, reply=prop)
        self.H(ap, "trade_approval", ["aprovado", "manda"], "reply")
        self.cap.idiom(ap, "PM 'tá aprovado, manda' reply", "trade_approval")
        oid = self.next_oid(t)
        t = self.nx(t, 4, 20)
        m = self.post(t, "oms", f"ORD|{oid}|{W}|C|{n}|{e}|LMT|DAY|ENVIADA")
        self.H(m, "trade_confirmation", [oid, W, "ENVIADA"], "structured")
        self.cap.idiom(m, "OMS pipe-delimited order line ORD|id|…|ENVIADA", "trade_confirmation")
        t = self.nx(t, 2, 40)
        fpx = e - 5 * r.randint(0, 1)
        m = self.post(t, "oms", f"EXEC;{oid};{W};C;{n};{bri(fpx)};TOTAL")
        self.H(m, "trade_fill", [oid, W, str(n), bri(fpx)], "structured")
        self.cap.idiom(m, "OMS semicolon fill EXEC;id;ativo;C;qtd;px", "trade_fill")
        t = self.nx(t, 30, 120)
        soid = self.next_oid(t)
        stop = self.post(t, "lucas", f"stop do {W} em {bri(stop0)} (ord {soid})")
        self.H(stop, "stop_or_target_change", [W, bri(stop2), soid], "untagged")
        self.cap.idiom(stop, "stop level moved by editing the same message twice", "stop_or_target_change")
        self.cap.edit(stop, self.T(11, 10, 900), f"stop do {W} em {bri(stop1)} (ord {soid})",
                      superseded=[bri(stop0)])
        self.cap.edit(stop, self.T(14, 20, 900), f"stop do {W} em {bri(stop2)} (ord {soid}) — subi pro zero a zero",
                      superseded=[bri(stop1)])
        self.post(self.nx(t, 20, 90), "rafael", "👍", reply=stop, kind="noise")
        self.win_n = n
        return 5

    def s_petr_open(self):
        r, tok, p = self.rng, self.tok, self.p
        q = r.choice([30, 40, 50, 60])
        px = round(p["petr"] - r.choice([0.02, 0.05, 0.08]), 2)
        stp = round(px - r.choice([0.7, 0.8, 0.9]), 2)
        self.petr_px = px
        t = self.T(9, 38, 300)
        txt = r.choice([
            f"compra {q}k PETR4 a {br(px)}, stop {br(stp)}. Lucas, põe no leilão",
            f"compra {q}k PETR4 a {br(px)} no leilão de abertura, stop {br(stp)}",
        ])
        mid = self.post(t, "rafael", txt)
        self.H(mid, "trade_proposal", [f"compra {q}k PETR4", br(px), br(stp)], "untagged")
        self.cap.idiom(mid, "PM Portuguese proposal with k-suffixed size and comma decimals", "trade_proposal")
        self.post(self.nx(t, 5, 30), "lucas", "ok", reply=mid, kind="noise")
        oid = self.next_oid(t)
        t = self.nx(t, 20, 100)
        foot = f"ordem {oid} · conta 4471-MM · B3 BOVESPA"
        m = self.post(t, "oms", "", embeds=[embed("Ordem enviada", [
            ("Ativo", "PETR4"), ("Lado", "Compra"), ("Qtd", bri(q * 1000)), ("Preço", br(px)),
            ("Tipo", "Limitada · leilão")], footer=foot, author="OMS B3")])
        self.H(m, "trade_confirmation", ["Ordem enviada", "PETR4", bri(q * 1000), br(px), oid], "embed")
        part = r.randint(8, q - 8) * 1000 + r.choice([0, 100, 300, 500])
        t = self.T(10, 0, 20)
        m = self.post(t, "oms", "", embeds=[embed("Parcialmente executada", [
            ("Ativo", "PETR4"), ("Lado", "Compra"), ("Executado", f"{bri(part)} / {bri(q * 1000)}"),
            ("Preço", br(px))], footer=foot, author="OMS B3")])
        self.H(m, "trade_fill", ["PETR4", bri(part), br(px), oid], "embed")
        self.cap.idiom(m, "embed-only 'Parcialmente executada' card", "trade_fill")
        t = self.nx(t, 40, 400)
        avg = round(px - 0.01, 2)
        m = self.post(t, "oms", "", embeds=[embed("Executada", [
            ("Ativo", "PETR4"), ("Lado", "Compra"), ("Qtd", bri(q * 1000)), ("Preço médio", br(avg))],
            footer=foot, author="OMS B3")])
        self.H(m, "trade_fill", ["Executada", "PETR4", bri(q * 1000), br(avg), oid], "embed")
        self.cap.react(m, self.nx(t, 10, 60), "✅", "rafael")
        self.petr_q = q
        return 4

    def s_vale(self):
        r, tok, p = self.rng, self.tok, self.p
        t = self.T(10, 12, 600)
        txt = (f"Mudei de ideia em Vale. Minério abaixo de US$ 100 em Dalian e a China não entregou o estímulo "
               f"que eu esperava. Saio de comprado pra neutro em VALE3 — vamos cortar metade.")
        mid = self.post(t, "rafael", txt)
        self.H(mid, "thesis_update", ["Vale", "comprado pra neutro", "VALE3"], "untagged")
        self.cap.idiom(mid, "PM flips view in prose ('saio de comprado pra neutro')", "thesis_update")
        self.cap.pin(mid, self.nx(t, 10, 40), "rafael")
        px = round(p["vale"] - r.choice([0.1, 0.15, 0.2]), 2)
        t = self.nx(t, 30, 120)
        prop = self.post(t, "lucas", f"v 40k VALE3 {br(px)} lmt?")
        self.H(prop, "trade_proposal", ["v 40k VALE3", br(px)], "shorthand")
        t = self.nx(t, 10, 60)
        txt, facts = r.choice([("ok go", ["ok", "go"]), ("ok, vai", ["ok", "vai"]), ("pode ir, vende", ["pode ir", "vende"])])
        ap = self.post(t, "rafael", txt, reply=prop)
        self.H(ap, "trade_approval", facts, "reply")
        self.cap.idiom(ap, "two-word approval reply ('ok go' / 'pode ir')", "trade_approval")
        oid = self.next_oid(t)
        t = self.nx(t, 5, 30)
        m = self.post(t, "oms", "", embeds=[embed("Ordem enviada", [
            ("Ativo", "VALE3"), ("Lado", "Venda"), ("Qtd", "40.000"), ("Preço", br(px))],
            footer=f"ordem {oid} · conta 4471-MM · B3 BOVESPA", author="OMS B3")])
        self.H(m, "trade_confirmation", ["VALE3", "Venda", "40.000", oid], "embed")
        t = self.nx(t, 60, 500)
        bad, good = round(px + 0.02, 2), round(px + 0.04, 2)
        f = self.post(t, "lucas", f"[FILL] VALE3 V 40.000 @ {br(bad)} · ord {oid}")
        self.vale_sold_ms = _ms(t)
        self.H(f, "trade_fill", ["VALE3", "V 40.000", br(good), oid], "tagged")
        self.cap.idiom(f, "tagged [FILL] whose price is corrected by edit", "trade_fill")
        self.cap.edit(f, self.nx(t, 90, 400), f"[FILL] VALE3 V 40.000 @ {br(good)} · ord {oid} (px corrigido, "
                                              "era o médio errado)", superseded=[br(bad)])
        self.post(self.nx(t, 5, 40), "rafael", "valeu", kind="noise", reply=f)
        return 5

    def s_forget(self):
        r = self.rng
        t = self.T(15, 25, 1500)
        px = round(self.p["itub"] - 0.05, 2)
        tok_pw = f"{r.randint(100000, 999999)}"
        mid = self.post(t, "lucas", f"compra 15k ITUB4 a {br(px)} na conta 45123-7 ag. 0912 do fundo espelho, "
                                    f"senha do token {tok_pw}")
        self.H(mid, "trade_proposal", ["compra 15k ITUB4", br(px)], "untagged")
        self.cap.forget(mid, self.nx(t, 40, 150), "marcos", f"senha do token {tok_pw}")
        self.post(self.nx(t, 160, 260), "marcos", "Lucas, nunca posta senha nem conta no canal. Removi a mensagem. "
                                                  "Refaz a proposta sem os dados.")
        self.post(self.nx(t, 300, 400), "lucas", "foi mal, não repito")
        # personal data forgotten (not hard)
        t = self.T(12, 40, 1200)
        phone = f"(11) 9{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"
        mid = self.post(t, "bia", f"gente, meu celular novo é {phone}, qualquer coisa do almoço me liguem")
        self.cap.forget(mid, self.nx(t, 600, 2400), "marcos", phone)
        return 1

    def s_close(self):
        r, tok, p = self.rng, self.tok, self.p
        W = tok["WIN"]
        t = self.T(16, 49, 240)
        txt = r.choice(["zera WIN no call de fechamento", "zera WIN no call de fechamento, não quero dormir com índice"])
        mid = self.post(t, "rafael", txt)
        self.H(mid, "trade_proposal", ["zera WIN", "call de fechamento"], "shorthand")
        self.cap.idiom(mid, "'zera WIN' close-out instruction", "trade_proposal")
        # junior posts a duplicate by mistake and deletes it
        t2 = self.nx(t, 20, 60)
        dup_px = bri(p["win"] + 150)
        dup = self.post(t2, "lucas", f"c 10 {W} {dup_px}")
        self.H(dup, "trade_proposal", [W, "c 10", dup_px], "shorthand")
        self.cap.delete(dup, self.nx(t2, 8, 30), f"c 10 {W} {dup_px}")
        self.post(self.nx(t2, 35, 60), "lucas", "ops, ignora, canal errado")
        oid = self.next_oid(t)
        t = self.T(17, 0, 40)
        px = p["win"] + 5 * r.randint(20, 60)
        n = getattr(self, "win_n", 20)
        m = self.post(t, "oms", "", embeds=[embed("Executada", [
            ("Ativo", W), ("Lado", "Venda"), ("Qtd", str(n)), ("Preço", bri(px)), ("Sessão", "call de fechamento")],
            footer=f"ordem {oid} · conta 4471-MM · B3 BMF", author="OMS B3")])
        self.H(m, "trade_fill", [W, "Venda", str(n), bri(px), oid], "embed")
        return 3

    def s_adr_pbr(self):
        r, tok, p = self.rng, self.tok, self.p
        th = self._adr_thread()
        q = getattr(self, "petr_q", 50) // 2
        px = p["pbr"]
        t = self.T(10, 24, 200)
        m = self.post(t, "rafael", f"vende {q}k PBR a {br(px)} em NY contra os {q * 2}k de PETR4 de hoje "
                                   "(1 ADR = 2 ações)", thread=th)
        self.H(m, "trade_proposal", [f"vende {q}k PBR", br(px)], "untagged")
        t = self.nx(t, 20, 90)
        m = self.post(t, "rafael", "exec-ny, fica com a de PBR: roteando pra você executar na abertura de NY e "
                                   "me avisa o fill", thread=th)
        self.H(m, "route_decision", ["exec-ny", "PBR", "roteando"], "untagged")
        self.cap.idiom(m, "PM routes the ADR leg to the NY execution agent", "route_decision")
        nid = self.next_nyid(t)
        t = self.T(10, 30, 25)
        m = self.post(t, "execny", f"ACK · SELL {q},000 PBR LMT {px:.2f} DAY · routed NYSE via DMA · id {nid}",
                      thread=th)
        self.H(m, "trade_confirmation", [f"SELL {q},000 PBR", f"{px:.2f}", nid], "structured")
        t = self.nx(t, 30, 300)
        m = self.post(t, "execny", f"FILLED · SELL {q},000 PBR @ {px:.2f} avg · id {nid} · "
                                   f"{self.hhmm(t, ET, True)} ET", thread=th)
        self.H(m, "trade_fill", [f"SELL {q},000 PBR", f"{px:.2f}", nid], "structured")
        self.cap.idiom(m, "NY agent fill with US decimals (13.18) vs desk commas", "trade_fill")
        return 4

    def _adr_thread(self):
        if getattr(self, "adr_th", None):
            return self.adr_th
        t = self.T(10, 18, 120)
        th = self.post(t, "rafael", "abrindo thread pro hedge de ADR (PBR/VALE) — tudo de NY fica aqui")
        self.threads.append(th)
        self.adr_th = th
        return th

    def s_adr_vale(self):
        r, p = self.rng, self.p
        th = self._adr_thread()
        px = p["vadr"]
        t = self.T(11, 5, 900)
        m = self.post(t, "lucas", f"recompra 40k VALE em NY a {br(px)}? fecha o hedge da parte que vendemos", thread=th)
        self.H(m, "trade_proposal", ["recompra 40k VALE", br(px)], "shorthand")
        t = self.nx(t, 20, 120)
        ap = self.post(t, "rafael", r.choice(["sim, manda", "sim, pode mandar"]), thread=th, reply=m)
        self.H(ap, "trade_approval", ["sim", "manda"], "reply")
        nid = self.next_nyid(t)
        t = self.nx(t, 30, 200)
        m = self.post(t, "execny", "", thread=th, embeds=[embed("NY execution report", [
            ("Side", "BUY"), ("Qty", "40,000"), ("Symbol", "VALE"), ("Avg px", f"{px:.2f}")],
            footer=f"id {nid} · NYSE · {self.hhmm(t, ET, True)} ET", author="exec-ny")])
        self.H(m, "trade_fill", ["BUY", "40,000", "VALE", f"{px:.2f}", nid], "embed")
        return 3

    def s_di(self):
        r, tok, p = self.rng, self.tok, self.p
        rate = round(p["di27"] - r.choice([0.01, 0.02, 0.03]), 2)
        stop = round(rate + 0.15, 2)
        t = self.T(10, 48, 600)
        prop = self.post(t, "lucas", f"dou 1.500 DI1F27 a {br(rate)}, stop {br(stop)}?")
        self.H(prop, "trade_proposal", ["dou 1.500 DI1F27", br(rate), br(stop)], "shorthand")
        self.cap.idiom(prop, "DI slang 'dou N DI1F27 a taxa' (receive) in %", "trade_proposal")
        t = self.nx(t, 20, 90)
        ap = self.post(t, "rafael", "👍 manda", reply=prop)
        self.H(ap, "trade_approval", ["👍", "manda"], "reply")
        self.cap.idiom(ap, "emoji approval reply '👍 manda'", "trade_approval")
        oid = self.next_oid(t)
        t = self.nx(t, 3, 12)
        m = self.post(t, "risco", f"RISCO|acao=redimensiona|ordem={oid}|ativo=DI1F27|qtd_orig=1.500|qtd_nova=1.000|"
                                  f"motivo=limite_DV01|dv01_pos=R$ {r.randint(168, 178)} mil|limite=R$ 180 mil")
        self.H(m, "risk_limit", ["redimensiona", oid, "DI1F27", "qtd_nova=1.000"], "structured")
        self.cap.idiom(m, "risk engine resizes an order (pipe key=value)", "risk_limit")
        t = self.nx(t, 2, 10)
        m = self.post(t, "oms", "", embeds=[embed("Ordem enviada", [
            ("Ativo", "DI1F27"), ("Lado", "Dado (taxa)"), ("Qtd", "1.000"), ("Taxa", f"{br(rate, 3)}%")],
            footer=f"ordem {oid} · B3 BMF · ajustada pelo risco", author="OMS B3")])
        self.H(m, "trade_confirmation", ["DI1F27", "1.000", f"{br(rate, 3)}%", oid], "embed")
        t = self.nx(t, 30, 600)
        m = self.post(t, "oms", f"EXEC;{oid};DI1F27;DADO;1.000;{br(rate, 3)};TOTAL")
        self.H(m, "trade_fill", [oid, "DI1F27", "1.000", br(rate, 3)], "structured")
        return 5

    def s_breach(self):
        r, tok, p = self.rng, self.tok, self.p
        expo = getattr(self, "expo", 120)
        use = round(r.uniform(100.6, 104.5), 1)
        t = self.T(11, 35, 900)
        m = self.post(t, "risco", f"⚠️ BREACH limite=exposicao_bruta_rv uso={br(use, 1)}% "
                                  f"atual=R$ {br(expo * use / 100, 1)} mi limite=R$ {expo} mi "
                                  "acao=bloqueio_aumento_risco")
        self.H(m, "risk_limit", ["BREACH", "exposicao_bruta_rv", f"{br(use, 1)}%", "bloqueio_aumento_risco"],
               "structured")
        self.cap.idiom(m, "risk bot key=value BREACH line", "risk_limit")
        t = self.nx(t, 60, 240)
        mid = self.post(t, "rafael", "zera BOVA11 que resolve o enquadramento", reply=m)
        self.H(mid, "trade_proposal", ["zera", "BOVA11"], "reply")
        oid = self.next_oid(t)
        t = self.nx(t, 60, 300)
        px = round(p["bova"] + r.uniform(-0.3, 0.3), 2)
        m = self.post(t, "oms", "", embeds=[embed("Executada", [
            ("Ativo", "BOVA11"), ("Lado", "Venda"), ("Qtd", "80.000"), ("Preço médio", br(px))],
            footer=f"ordem {oid} · conta 4471-MM · B3 BOVESPA", author="OMS B3")])
        self.H(m, "trade_fill", ["BOVA11", "Venda", "80.000", br(px), oid], "embed")
        return 3

    def s_options(self):
        r, tok = self.rng, self.tok
        strike = round(self.p["petr"] + r.choice([1.0, 1.5, 2.0]))
        code = f"PETR{self.codes['OPT']}{int(strike * 10)}"
        prem = round(r.uniform(0.52, 0.78), 2)
        t = self.T(11, 50, 900)
        m = self.post(t, "rafael", f"compra 200k {code} até {br(prem + 0.01)}, call pro resultado")
        self.H(m, "trade_proposal", [f"compra 200k {code}", br(prem + 0.01)], "untagged")
        self.cap.idiom(m, "PETR4 option by B3 code (PETR + month letter + strike)", "trade_proposal")
        t = self.nx(t, 60, 200)
        m2 = self.post(t, "marcos", "pra essa de opção: limite de delta em PETR4 (ações + opções) fica em 300k ações "
                                    "equivalentes a partir de agora. Com as calls vocês vão pra uns 260k, tá dentro.",
                       reply=m)
        self.H(m2, "risk_limit", ["limite de delta", "300k ações"], "reply")
        oid = self.next_oid(t)
        t = self.nx(t, 20, 90)
        m3 = self.post(t, "oms", "", embeds=[embed("Ordem rejeitada", [
            ("Ativo", code), ("Lado", "Compra"), ("Qtd", "200.000"), ("Preço", br(prem * 10 + 0.01)),
            ("Motivo", f"fora do túnel de rejeição (ref {br(prem)})")],
            footer=f"ordem {oid} · B3 · código 5003", author="OMS B3")])
        self.H(m3, "trade_confirmation", ["Ordem rejeitada", code, "túnel", oid], "embed")
        self.cap.idiom(m3, "embed 'Ordem rejeitada' (price tunnel)", "trade_confirmation")
        self.post(self.nx(t, 20, 60), "lucas", "foi mal, dedo gordo, digitei errado. reenviei certo")
        oid2 = self.next_oid(t)
        t = self.nx(t, 70, 200)
        m4 = self.post(t, "oms", "", embeds=[embed("Executada", [
            ("Ativo", code), ("Lado", "Compra"), ("Qtd", "200.000"), ("Preço médio", br(prem))],
            footer=f"ordem {oid2} · B3 · opções", author="OMS B3")])
        self.H(m4, "trade_fill", [code, "200.000", br(prem), oid2], "embed")
        return 4

    def s_news_banks(self):
        r = self.rng
        t = self.T(12, 10, 1200)
        jcp = br(r.uniform(0.18, 0.42), 4)
        m = self.post(t, "news", f"📰 Itaú Unibanco declara JCP de R$ {jcp} por ação, data-com em "
                                 f"{(self.local_day + timedelta(days=r.randint(5, 12))).strftime('%d/%m')}\n"
                                 "Pagamento previsto para o próximo mês. Fonte: aviso aos acionistas, CVM/RAD.")
        self.H(m, "held_position_news", ["Itaú Unibanco", "JCP", f"R$ {jcp}"], "untagged")
        t = self.nx(t, 300, 1800)
        m = self.post(t, "news", "", embeds=[embed(
            "Fato Relevante — Banco Bradesco S.A.",
            description="Bradesco comunica revisão do guidance de custo de crédito para 2025, com faixa "
                        "elevada em R$ 2 bilhões",
            fields=[("Empresa", "Bradesco"), ("Tipo", "Fato Relevante")], footer="CVM · RAD")])
        self.H(m, "held_position_news", ["Bradesco", "guidance de custo de crédito"], "embed")
        self.cap.idiom(m, "news on a name the desk is SHORT (Bradesco / BBDC4)", "held_position_news")
        return 2

    def s_news_b3(self):
        r = self.rng
        t = self.T(13, 5, 1200)
        adtv = br(r.uniform(19.5, 24.5), 1)
        m = self.post(t, "news", f"📰 B3 divulga volumes de fevereiro: ADTV de ações de R$ {adtv} bi "
                                 f"({r.choice(['-', '+'])}{r.randint(3, 14)}% a/a); derivativos de juros em recorde")
        self.H(m, "watchlist_news", ["B3", "ADTV", f"R$ {adtv} bi"], "untagged")
        t = self.nx(t, 60, 300)
        m2 = self.post(t, "rafael", "Camila, fica com essa da B3 e me traz o impacto no B3SA3 até as 15h", reply=m)
        self.H(m2, "route_decision", ["Camila", "B3SA3"], "reply")
        self.cap.idiom(m2, "PM hands a headline to the analyst ('fica com essa')", "route_decision")
        self.post(self.nx(t, 20, 90), "camila", "fechado", reply=m2, kind="noise")
        return 2

    def s_unheld_pm(self):
        r = self.rng
        t = self.T(13, 40, 1200)
        name, head, body = r.choice([u for u in UNHELD_NEWS if u[0] in ("Embraer", "CSN", "Casas Bahia")])
        m = self.post(t, "news", f"📰 {head}\n{body}", kind="near")
        t = self.nx(t, 60, 400)
        m2 = self.post(t, "rafael", f"{name} não é com a gente, ignora", reply=m)
        self.H(m2, "no_route_decision", [name, "não é com a gente", "ignora"], "reply")
        return 1

    def s_petr_target(self):
        r = self.rng
        px = getattr(self, "petr_px", self.p["petr"])
        tgt, stp = round(px + r.choice([2.1, 2.3, 2.5]), 1), round(px - r.choice([0.3, 0.4]), 2)
        t = self.T(13, 48, 600)
        m = self.post(t, "rafael", f"PETR4: alvo sobe pra {br(tgt)} e o stop vai pra {br(stp)}")
        self.H(m, "stop_or_target_change", ["PETR4", br(tgt), br(stp)], "untagged")
        self.cap.react(m, self.nx(t, 10, 30), "📌", "rafael")
        self.cap.pin(m, self.nx(t, 11, 31), "rafael")
        return 1

    def s_wdo(self):
        r, tok, p = self.rng, self.tok, self.p
        D = tok["WDO"]
        px1 = p["wdo"] + 0.5 * r.randint(0, 8)
        t = self.T(14, 2, 600)
        prop = self.post(t, "lucas", f"v 30 {D} {br(px1, 1)}")
        self.H(prop, "trade_proposal", [f"v 30 {D}", br(px1, 1)], "shorthand")
        t = self.nx(t, 30, 120)
        rej = self.post(t, "rafael", "segura, não vende dólar antes do fluxo do fechamento", reply=prop)
        self.H(rej, "trade_approval", ["segura", "não vende dólar"], "reply")
        self.cap.idiom(rej, "PM rejects by reply ('segura')", "trade_approval")
        t = self.T(15, 35, 600)
        px2 = px1 - 0.5 * r.randint(6, 20)
        m = self.post(t, "rafael", f"agora sim: vende 30 {D} a {br(px2, 1)}")
        self.H(m, "trade_proposal", [f"vende 30 {D}", br(px2, 1)], "untagged")
        oid = self.next_oid(t)
        t = self.nx(t, 15, 60)
        m = self.post(t, "oms", f"ORD|{oid}|{D}|V|30|{px2:.1f}|LMT|DAY|ENVIADA")
        self.H(m, "trade_confirmation", [oid, D, "ENVIADA"], "structured")
        t = self.nx(t, 60, 400)
        k = r.randint(10, 24)
        m = self.post(t, "oms", "", embeds=[embed("Parcialmente executada", [
            ("Ativo", D), ("Lado", "Venda"), ("Executado", f"{k}/30"), ("Preço", br(px2, 1))],
            footer=f"ordem {oid} · B3 BMF", author="OMS B3")])
        self.H(m, "trade_fill", [D, "Venda", f"{k}/30", br(px2, 1), oid], "embed")
        t = self.nx(t, 300, 900)
        m = self.post(t, "oms", "", embeds=[embed("Ordem cancelada", [
            ("Ativo", D), ("Saldo cancelado", str(30 - k)), ("Por", "lucas.amaral")],
            footer=f"ordem {oid} · B3 BMF", author="OMS B3")])
        self.H(m, "trade_confirmation", ["Ordem cancelada", D, str(30 - k), oid], "embed")
        return 6

    def s_bbdc(self):
        r, p = self.rng, self.p
        px = round(p["bbdc"] - 0.02, 2)
        t = self.T(16, 5, 600)
        prop = self.post(t, "lucas", f"recompra 100k BBDC4 {br(px)}? o short já deu")
        self.H(prop, "trade_proposal", ["recompra 100k BBDC4", br(px)], "shorthand")
        t = self.nx(t, 20, 90)
        ap = self.post(t, "rafael", "pode, manda", reply=prop)
        self.H(ap, "trade_approval", ["pode", "manda"], "reply")
        oid = self.next_oid(t)
        t = self.nx(t, 3, 15)
        m = self.post(t, "risco", f"BLOQUEIO|ordem={oid}|ativo=BBDC4|lado=C|qtd=100.000|regra=lote_max_ordem|"
                                  "qtd_max=50.000|acao=ordem_bloqueada — dividir a ordem")
        self.H(m, "risk_limit", ["BLOQUEIO", oid, "BBDC4", "lote_max_ordem"], "structured")
        self.post(self.nx(t, 30, 90), "lucas", "vou quebrar em duas", reply=m)
        return 3

    def s_itub_thesis(self):
        t = self.T(16, 25, 600)
        m = self.post(self.nx(t, 0, 1), "rafael", "ITUB4 segue como maior convicção da casa. Tese intacta depois do "
                                                  "Copom: juro alto ajuda margem e a inadimplência tá comportada.")
        self.H(m, "thesis_update", ["ITUB4", "maior convicção", "Tese intacta"], "untagged")
        return 1

    def s_after(self):
        r, p = self.rng, self.p
        px = round(p["itub"] + 0.05, 2)
        t = self.T(17, 32, 500)
        m = self.post(t, "rafael", f"compra 10k ITUB4 no after a {br(px)}")
        self.H(m, "trade_proposal", ["compra 10k ITUB4", br(px)], "untagged")
        oid = self.next_oid(t)
        t = self.nx(t, 40, 300)
        m = self.post(t, "oms", f"EXEC;{oid};ITUB4;C;10.000;{br(px)};AFTER")
        self.H(m, "trade_fill", [oid, "ITUB4", "10.000", br(px)], "structured")
        return 2

    def s_var_limit(self):
        r = self.rng
        new = br(r.choice([2.6, 2.8]), 1)
        t = self.T(19, 40, 1500)
        m = self.post(t, "marcos", f"Limite de VaR da mesa passa pra R$ {new} mi a partir de amanhã (era R$ 3,0 mi). "
                                   "Vol do DI subiu muito pós-Copom e o comitê preferiu apertar.")
        self.H(m, "risk_limit", ["Limite de VaR", f"R$ {new} mi"], "untagged")
        return 1

    def s_news_vale(self):
        r = self.rng
        t = self.T(14, 45, 1200)
        m = self.post(t, "news", "", embeds=[embed(
            "Comunicado ao Mercado — Vale S.A.",
            description=r.choice(["Vale informa novo cronograma de pagamentos do acordo de Mariana",
                                  "Vale comunica parada não programada no terminal de Ponta da Madeira"]),
            fields=[("Empresa", "Vale"), ("Tipo", "Comunicado")], footer="CVM · RAD")])
        d = self.cap.msgs[m]["embeds"][0]["description"]
        kw = "Mariana" if "Mariana" in d else "Ponta da Madeira"
        self.H(m, "held_position_news", ["Vale", kw], "embed")
        return 1

    def s_news_prio(self):
        t = self.T(15, 10, 1200)
        m = self.post(t, "news", "📰 PRIO conclui aquisição de fatia em Peregrino e eleva produção estimada "
                                 "para 2025")
        self.H(m, "watchlist_news", ["PRIO", "Peregrino"], "untagged")
        return 1

    def s_macro_qa(self):
        r, tok = self.rng, self.tok
        qs = [
            ("rafael", "@macro-agent o que muda pro F27 se o IPCA-15 vier 10 bps acima do consenso?",
             ["Inflation", "Curve", "Risks", "Positioning"]),
            ("camila", "@macro-agent dá pra detalhar o canal de crédito? quero entender o lag pros bancos",
             ["Activity", "Equities", "Decision and statement", "Risks"]),
            ("lucas", "@macro-agent qual o histórico do dólar em fim de trimestre com carry nesse nível?",
             ["FX", "Global", "Positioning", "Calendar"]),
            ("rafael", "@macro-agent o minério abaixo de 100 muda alguma coisa no câmbio?",
             ["Commodities", "FX", "Global", "Equities"]),
            ("camila", "@macro-agent resume o que o mercado precifica de Selic até o fim do ano",
             ["Curve", "Decision and statement", "Inflation", "Fiscal"]),
        ]
        r.shuffle(qs)
        for (who, q, topics), (h, m) in zip(qs[:3], [(10, 50), (14, 5), (16, 10)]):
            t = self.T(h, m, 900)
            qm = self.post(t, who, q, kind="near" if who == "rafael" and "se o" in q else "chat")
            text, _ = macro_report(tok, r, "Answer — " + q.split(" ", 1)[1][:60].rstrip() + "…", 4, topics=topics)
            self.post(self.nx(t, 40, 150), "macro", text, reply=qm)
        return 0

    # ---- near misses that every day carries ----------------------------------
    def s_near_misses(self):
        r, tok, p = self.rng, self.tok, self.p
        t = self.T(7, 35, 600)
        ag = self.post(t, "bia", f"🗓️ agenda {tok['date_br']}\n"
                                 "08:00 FGV — confiança do consumidor\n09:00 IPCA-15 (IBGE)\n"
                                 "09:00 abertura dos futuros B3 · 10:00 à vista\n10:30 abertura NY (PBR, VALE)\n"
                                 "11:00 fala de diretor do BC (evento XP)\n14:30 Tesouro: resultado do leilão de LTN/NTN-F\n"
                                 "16:55 call de fechamento · 17:30 after-market\n17:30 reunião de risco (sala 3)\n"
                                 "18:00 CVM — fatos relevantes pós-fechamento\nEUA: 09:30 auxílio-desemprego, "
                                 "11:00 vendas de imóveis usados")
        self.cap.pin(ag, self.nx(t, 60, 300), "rafael")
        t = self.T(8, 15, 500)
        self.post(t, "rafael", "pauta de hoje: (1) Petro depois do fato relevante, olhar o ADR no pré de NY; "
                               "(2) Vale com minério fraco, quero rever a tese; (3) DI pós-Copom, a curva tá "
                               "devolvendo prêmio e o macro-agent vai soltar o relatório; (4) dólar com fluxo de "
                               "fim de mês. Ninguém aumenta risco sem falar comigo. Boa semana pra quem tá chegando "
                               "de férias.")
        t = self.T(9, 20, 1500)
        m = self.post(t, "camila", "relatório da corretora saiu agora: 'Vale — rebaixamos para neutro, preço-alvo "
                                   "de R$ 62, minério sem suporte no 2T; preferimos Suzano no setor'. Eles também "
                                   "elevaram Itaú para compra, alvo R$ 41. Colei o resumo na pasta, "
                                   "é a visão deles, não a nossa.", kind="near")
        self.cap.idiom(m, "a broker's rating change quoted (not the desk's thesis)", "not_hard")
        t = self.T(18, 40, 900)
        self.post(t, "rafael", "fechamento: dia ok, RV carregou o resultado, DI devolveu um pouco no fim. "
                               "Amanhã cedo quero revisar o hedge de ADR e a exposição em bancos antes da "
                               "abertura. Obrigado a todos, bom trabalho hoje. Lucas, deixa o resumo de ordens "
                               "no drive antes de sair.")
        t = self.T(7, 48, 400)
        m = self.post(t, "lucas", morning_call(tok, r), kind="near")
        self.cap.idiom(m, "broker morning call with another fund's flows", "not_hard")
        t = self.T(11, 20, 1800)
        m = self.post(t, "rafael", "semana passada a gente comprou 100k VALE3 a 55,40 e vendeu a 57,10, lembra? "
                                   "foi o melhor trade do mês", kind="near")
        self.cap.idiom(m, "last week's trade told as history", "not_hard")
        t = self.T(12, 30, 1800)
        m = self.post(t, "sim", f"[SIM] carteira simulada 'estagiários' — compra 30.000 WEGE3 @ {tok['wege']} "
                                "executada · PnL simulado do dia +R$ 4.210", kind="near")
        self.cap.idiom(m, "paper fill from 'carteira simulada' bot", "not_hard")
        t = self.T(13, 15, 1800)
        m = self.post(t, "camila", "backtest do long PETR4 / short PBR com z-score > 2: 212 trades desde 2019, "
                                   "sharpe 1,3, DD máx 4,1%, holding médio 2,6 dias. entrada simulada hoje seria "
                                   f"compra PETR4 a {tok['petr']}", kind="near")
        self.cap.idiom(m, "backtest with an 'entrada simulada' price", "not_hard")
        t = self.T(10, 40, 1800)
        m = self.post(t, "lucas", f"vale a pena aumentar ITUB4 aqui no {tok['itub']}? ou espera o balanço?", kind="near")
        self.cap.idiom(m, "question about adding to a position (no decision)", "not_hard")
        t = self.T(14, 10, 1800)
        m = self.post(t, "bia", "a mesa do Rio zerou o WIN deles no leilão e comprou 2 mil DI1F29, vi no chat geral",
                      kind="near")
        self.cap.idiom(m, "another desk's trade", "not_hard")
        t = self.T(15, 0, 1800)
        m = self.post(t, "camila", f"se fosse eu colocaria o stop do VALE3 no {br(p['vale'] - 1.6)}, só sugestão",
                      kind="near")
        self.cap.idiom(m, "analyst suggests a stop level (no decision)", "not_hard")
        t = self.T(16, 35, 1200)
        self.post(t, "lucas", "ontem o fill no DI1F27 foi horrível, pegamos 14,97 no pior momento", kind="near")
        # afternoon long macro: analysis only
        t = self.T(15, 5, 900)
        text, _ = macro_report(tok, r, "Afternoon note — IPCA-15 details, flows and the curve", r.randint(8, 10))
        self.post(t, "macro", text, kind="near")
        t = self.T(19, 10, 1200)
        text, _ = macro_report(tok, r, "Evening wrap — B3 close, NY close, tomorrow's agenda", r.randint(8, 10))
        self.post(t, "macro", text, kind="near")
        t = self.T(12, 5, 900)
        text, _ = macro_report(tok, r, "Midday flash — what moved since the open", r.randint(5, 7))
        self.post(t, "macro", text, kind="near")
        t = self.T(7, 15, 600)
        text, _ = macro_report(tok, r, "Pre-open checklist — overnight data, NDF curve, ADR indications",
                               r.randint(5, 7))
        self.post(t, "macro", text, kind="near")
        # NY agent pre-market / close colour
        t = self.T(9, 50, 300)
        self.post(t, "execny", f"NY pre-market {self.hhmm(t, ET)} ET: PBR {p['pbr'] * (1 + r.uniform(-0.01, 0.01)):.2f} "
                               f"({r.choice(['+', '-'])}{r.uniform(0.1, 1.5):.1f}%), VALE {p['vadr'] * (1 + r.uniform(-0.01, 0.01)):.2f} "
                               f"({r.choice(['+', '-'])}{r.uniform(0.1, 1.5):.1f}%), EWZ {r.uniform(26, 29):.2f}, "
                               f"USDBRL NDF {p['fx']:.4f}. Brent {r.uniform(70, 76):.2f}, iron ore SGX {r.uniform(98, 104):.1f}. "
                               "ADR premium vs local: PBR +0.3%, VALE -0.1% (fx-adjusted). Borrow PBR: easy, 0.25%. "
                               "Nothing working in NY for the desk at the moment.")
        t = self.T(17, 15, 600)
        self.post(t, "execny", f"NY close {self.hhmm(t, ET)} ET — PBR {p['pbr'] * (1 + r.uniform(-0.02, 0.02)):.2f}, "
                               f"VALE {p['vadr'] * (1 + r.uniform(-0.02, 0.02)):.2f}, EWZ {r.uniform(26, 29):.2f}. "
                               f"Desk ADR book MTM: US$ {r.randint(-60, 60)},{r.randint(100, 999)}. No working orders. "
                               "Session stats: 0 rejects, avg latency to NYSE 0.41 ms, DMA session healthy.",
                  kind="noise")
        # hourly triage digests (cron-like summaries)
        for h in (9, 11, 13, 15, 17, 20):
            t = self.T(h, 40, 600)
            gen = r.sample(GENERIC_NEWS, 3)
            self.post(t, "triage", f"🧭 digest {self.hhmm(t)} — {len(gen) + r.randint(0, 4)} itens lidos, 0 roteados\n"
                                   + "\n".join("· " + g.format(**tok) + " → contexto, sem ativo da carteira"
                                               for g in gen), kind="noise")
        t = self.T(18, 5, 900)
        self.post(t, "marcos", "rodei o estresse de fim de dia: cenário Copom +100 bps custa R$ "
                               f"{br(r.uniform(0.8, 1.6), 2)} mi pra mesa, cenário dólar +5% custa R$ "
                               f"{br(r.uniform(0.2, 0.7), 2)} mi, cenário minério -10% custa R$ {br(r.uniform(0.3, 0.9), 2)} mi. "
                               "Nada fora do apetite aprovado. Mando o PDF completo pro comitê amanhã cedo.")
        # generic market colour from the news bot (not about any held/watched name)
        gen = list(GENERIC_NEWS)
        r.shuffle(gen)
        for head in gen[:r.randint(4, 6)]:
            self.post(self.T(rng_hour(r), r.randint(0, 59), 60), "news", "📰 " + head.format(**tok), generic=True)
        # extra unheld headlines
        names = [u for u in UNHELD_NEWS]
        r.shuffle(names)
        for k, (name, head, body) in enumerate(names[:3]):
            t = self.T(rng_hour(r), r.randint(0, 59), 60)
            self.post(t, "news", f"📰 {head}\n{body}", kind="near")
        t = self.T(11, 0, 3600)
        self.post(t, "camila", "Reuters: diretor do BC diz que 'é cedo para falar em fim do ciclo' — "
                               "mercado leu como hawkish", kind="near")
        return 0

    # ---- scheduled noise ----------------------------------------------------
    def s_scheduled_noise(self):
        r, tok = self.rng, self.tok
        # heartbeats over 24 h
        minute = r.randint(0, 20)
        while minute < 24 * 60:
            t = self.T(0, minute, 30)
            self.post(t, "oms", f"♥ oms-b3 ok | fix=UP | umdf=UP | ordens_abertas={r.randint(0, 6)} | "
                                f"lat_med={br(r.uniform(0.9, 3.1), 1)}ms", kind="noise")
            minute += r.randint(95, 140)
        for h in (0, 6, 9, 12, 15, 18, 21):
            t = self.T(h, r.randint(0, 55), 60)
            self.post(t, "risco", f"risco-bot heartbeat {self.hhmm(t)} — todos os limites ok "
                                  f"({r.randint(11, 14)}/{r.randint(14, 14)}) · VaR uso {r.randint(38, 79)}%",
                      kind="noise")
        # PnL snapshots
        for h in (11, 13, 15, 17, 18):
            t = self.T(h, 0, 120)
            self.post(t, "risco", self._pnl(t), kind="noise")
        for h, m in ((10, 30), (14, 30), (17, 10)):
            t = self.T(h, m, 300)
            self.post(t, "risco", self._exposure(t), kind="noise")
        self.post(self.T(10, 6, 120), "md", self._boletim("abertura"), kind="noise")
        self.post(self.T(17, 3, 120), "md", self._boletim("fechamento"), kind="noise")
        t = self.T(7, 5, 1500)
        self.post(t, "triage", stack_trace(r, 2), kind="noise")
        self.post(self.nx(t, 60, 200), "triage", "[INFO] retry ok · 14 documentos novos no RAD desde 18:00 de ontem",
                  kind="noise")
        # market-data session notices
        notices = [
            (8, 55, f"📢 B3: abertura dos futuros às 09:00 · túnel {tok['WIN']}: {bri(self.p['win'] - 3300)} – "
                    f"{bri(self.p['win'] + 3300)}"),
            (9, 44, "📢 B3: pré-abertura do mercado à vista 09:45–10:00"),
            (9, 45, f"📢 circuit breaker: limites do dia 10% / 15% / 20% · Ibov ref {tok['ibov']}"),
            (10, 0, f"📢 leilão de abertura encerrado · Ibov {bri(self.p['ibov'] + r.randint(-400, 400))}"),
            (12, 20, f"📢 {r.choice(['AZUL4', 'CVCB3', 'IRBR3', 'AMER3'])} em leilão por oscilação "
                     f"({r.choice(['+', '-'])}{br(r.uniform(8, 22), 1)}%) · 5 min"),
            (14, 50, f"📢 túnel de leilão ampliado em {r.choice(['MRFG3', 'CASH3', 'BHIA3'])} (ordem grande)"),
            (16, 55, "📢 call de fechamento 16:55–17:00"),
            (17, 25, "📢 after-market 17:30–18:00 · oscilação máx 2% sobre o fechamento"),
            (18, 0, "📢 after-market encerrado"),
            (18, 25, "📢 B3: encerramento dos futuros (DI, DOL, WIN)"),
        ]
        for h, m, txt in notices:
            self.post(self.T(h, m, 50), "md", txt, kind="noise")
        # reconnect + trace in the session
        t = self.T(13, 25, 2400)
        m1 = self.post(t, "oms", "[WARN] sessão FIX B3 (PROD-EQ2) perdeu heartbeat · reconectando…", kind="noise")
        self.post(self.nx(t, 2, 8), "oms", f"[INFO] FIX PROD-EQ2 logon ok · resend {r.randint(3, 30)} msgs · "
                                           "sem ordens órfãs", kind="noise", reply=m1)
        t = self.T(14, 40, 1800)
        self.post(t, "risco", stack_trace(r, 1), kind="noise")
        # CI / deploy
        t = self.T(20, 10, 1800)
        self.post(t, "deploy", f"CI: build #{r.randint(4800, 4999)} falhou em tests/test_di_curve.py::test_bootstrap_f27 "
                               "(flaky, timeout) — re-run ✅", kind="noise")
        t = self.T(21, 30, 1800)
        self.post(t, "deploy", f"deploy risk-engine v1.{r.randint(30, 49)}.{r.randint(0, 9)} → prod ✅ "
                               "(hotfix voldeck zero-division)", kind="noise")
        # EOD crons
        t = self.T(18, 15, 600)
        self.post(t, "cron", f"[cron] job=resumo_ordens status=ok ordens={r.randint(9, 18)} executadas={r.randint(6, 12)} "
                             f"rejeitadas={r.randint(0, 2)} canceladas={r.randint(0, 3)} "
                             f"financeiro=R$ {br(r.uniform(3, 9), 2)} mi corretagem=R$ {br(r.uniform(180, 420), 2)}",
                  kind="noise")
        t = self.T(19, 30, 600)
        self.post(t, "risco", self._eod_limits(), kind="noise")
        t = self.T(22, 0, 1200)
        self.post(t, "cron", "[cron] job=triagem_eod status=ok manchetes=23 roteadas=0 arquivadas=23", kind="noise")
        t = self.T(23, 10, 1200)
        self.post(t, "cron", f"[cron] job=arquivo_chat status=ok mensagens_exportadas={r.randint(190, 320)}",
                  kind="noise")
        return 0

    def _pnl(self, t):
        r = self.rng
        rows = [("RV Brasil", r.randint(-220000, 260000)), ("Índice (WIN)", r.randint(-60000, 60000)),
                ("Juros (DI1)", r.randint(-90000, 120000)), ("Dólar (WDO)", r.randint(-40000, 40000)),
                ("ADR NY", r.randint(-70000, 50000)), ("Opções", r.randint(-20000, 30000))]
        tot = sum(v for _, v in rows)
        lines = [f"📊 PnL intradiário {self.hhmm(t)}"]
        for n, v in rows:
            lines.append(f"{n:<14} {'+' if v >= 0 else '-'}R$ {bri(abs(v))}")
        lines.append(f"{'Total':<14} {'+' if tot >= 0 else '-'}R$ {bri(abs(tot))} · VaR uso {r.randint(40, 80)}% · "
                     f"stop diário uso {r.randint(0, 35)}%")
        return "\n".join(lines)

    def _exposure(self, t):
        r, p = self.rng, self.p
        vale_k = 40 if getattr(self, "vale_sold_ms", None) and _ms(t) > self.vale_sold_ms else 80
        rows = [("PETR4", 180 + getattr(self, "petr_q", 0), p["petr"]), ("VALE3", vale_k, p["vale"]),
                ("ITUB4", 120, p["itub"]), ("BBDC4", -250, p["bbdc"]), ("BOVA11", 80, p["bova"])]
        lines = [f"📐 exposição {self.hhmm(t)} (R$ mi, marcado a mercado)"]
        gross = 0.0
        for sym, k, px in rows:
            v = k * 1000 * px / 1e6
            gross += abs(v)
            lines.append(f"{sym:<7} {'+' if v >= 0 else '-'}{br(abs(v), 2):>7} · {br(px)}")
        lines.append(f"futuros: {self.tok['WIN']} delta R$ {br(r.uniform(-3, 6), 1)} mi · DI1F27 DV01 R$ "
                     f"{r.randint(90, 178)} mil · {self.tok['WDO']} US$ {br(r.uniform(0.2, 1.5), 2)} mi")
        lines.append(f"ADR NY: PBR US$ -{br(r.uniform(0.7, 1.3), 2)} mi · VALE US$ -{br(r.uniform(0.3, 0.9), 2)} mi")
        lines.append(f"bruta RV R$ {br(gross + r.uniform(20, 40), 1)} mi · líquida R$ {br(r.uniform(20, 60), 1)} mi · "
                     f"beta-ajustada R$ {br(r.uniform(15, 50), 1)} mi")
        return "\n".join(lines)

    def _boletim(self, which):
        r, p, tok = self.rng, self.p, self.tok
        names = [("PETR4", "petr"), ("VALE3", "vale"), ("ITUB4", "itub"), ("BBDC4", "bbdc"), ("WEGE3", "wege"),
                 ("B3SA3", "b3sa"), ("BOVA11", "bova")]
        lines = [f"📊 boletim de {which} B3 — {tok['date_br']}",
                 f"Ibovespa {bri(p['ibov'] + r.randint(-900, 900))} ({r.choice(['+', '-'])}{br(r.uniform(0.05, 1.4))}%) · "
                 f"{tok['WIN']} {bri(p['win'] + 5 * r.randint(-150, 150))} · DI1F27 {br(p['di27'] + r.uniform(-0.05, 0.05), 3)}% · "
                 f"{tok['WDO']} {br(p['wdo'] + 0.5 * r.randint(-30, 30), 1)}"]
        for sym, k in names:
            lines.append(f"{sym:<7} {br(p[k] * (1 + r.uniform(-0.015, 0.015)))} "
                         f"({r.choice(['+', '-'])}{br(r.uniform(0.05, 2.2))}%) vol R$ {br(r.uniform(80, 2400), 0)} mi")
        lines.append(f"volume à vista R$ {br(r.uniform(14, 26), 1)} bi · negócios {bri(r.randint(2_100_000, 3_900_000))}")
        return "\n".join(lines)

    def _eod_limits(self):
        r = self.rng
        names = ["exposicao_bruta_rv", "exposicao_liquida_rv", "concentracao_emissor", "concentracao_setor",
                 "dv01_mesa", "delta_opcoes_petr4", "delta_opcoes_vale3", "var_1d_99", "stop_perda_diaria",
                 "posicao_dolar", "margem_b3", "liquidez_10d", "stress_copom"]
        lines = ["relatório de enquadramento EOD — status geral: ENQUADRADO"]
        for n in names:
            lines.append(f"limite={n} uso={br(r.uniform(12, 88), 1)}% status=ok")
        return "\n".join(lines)

    # ---- filler -----------------------------------------------------------
    HOUR_W = [1, 0.5, 0.5, 0.5, 0.5, 0.5, 1, 3, 7, 13, 16, 14, 8, 9, 13, 14, 15, 10, 6, 4, 3, 2, 1.5, 1]

    def _rand_time(self, human=True, window=None):
        r = self.rng
        w = list(self.HOUR_W)
        if human:
            for h in range(0, 7):
                w[h] = 0.05
        if window:
            w = [x if window[0] <= h <= window[1] else 0 for h, x in enumerate(w)]
        h = r.choices(range(24), weights=w)[0]
        return self.T(h, r.uniform(0, 59), 59)

    def _counts(self):
        msgs = [m for m in self.cap.msgs.values() if m["cd"] == self.key]
        noise = sum(1 for m in msgs if m["kind"] == "noise")
        size = sum(len(message_text(m).encode("utf-8")) for m in msgs)
        return len(msgs), noise, size

    def fill(self):
        r, tok = self.rng, self.tok
        total_target = r.randint(245, 300)
        n, noise, size = self._counts()
        noise_target = int(total_target * r.uniform(0.29, 0.34))
        while noise < noise_target:
            t = self._rand_time()
            k = r.random()
            if k < 0.45:
                who = r.choice(["rafael", "lucas", "lucas", "camila", "bia"])
                self.post(self._rand_time(window=(8, 19)), who, r.choice(ACKS), kind="noise")
            elif k < 0.85:
                sym, key = r.choice([("PETR4", "petr"), ("VALE3", "vale"), ("ITUB4", "itub"), ("BBDC4", "bbdc"),
                                     ("WEGE3", "wege"), ("B3SA3", "b3sa"), ("BOVA11", "bova")])
                lvl = self.p[key] * (1 + r.uniform(-0.02, 0.02))
                self.post(t, "md", f"🔔 alerta de preço: {sym} cruzou {br(lvl)} ({r.choice(['+', '-'])}"
                                   f"{br(r.uniform(0.5, 2.4), 1)}%)", kind="noise")
            else:
                self.post(t, "oms", f"♥ oms-b3 ok | fix=UP | umdf=UP | ordens_abertas={r.randint(0, 6)} | "
                                    f"lat_med={br(r.uniform(0.9, 3.1), 1)}ms", kind="noise")
            noise += 1
        n, noise, size = self._counts()
        pools = [("rafael", RAFAEL_CHAT, 0.27), ("lucas", LUCAS_CHAT, 0.33), ("camila", CAMILA_CHAT, 0.2),
                 ("bia", BIA_CHAT, 0.12), ("marcos", MARCOS_CHAT, 0.08)]
        while n < total_target:
            t = self._rand_time()
            left = max(1, total_target - n)
            if size + left * 70 < 88_000 and len(self.notes_used) < len(RESEARCH_NOTES) and r.random() < 0.12:
                self.post(self._rand_time(window=(8, 19)), "camila", research_note(tok, r, self.notes_used))
            else:
                who, pool, _ = r.choices(pools, weights=[x[2] for x in pools])[0]
                fresh = [x for x in pool if (who, x if isinstance(x, str) else x[0]) not in self.chat_used]
                line = r.choice(fresh or pool)
                text, win = (line, (9, 18)) if isinstance(line, str) else (line[0], (line[1], line[2]))
                self.chat_used.add((who, text))
                self.post(self._rand_time(window=win), who, text.format(**tok))
            n, noise, size = self._counts()
        while size < 74_000 and len(self.notes_used) < len(RESEARCH_NOTES):
            self.post(self._rand_time(), "camila", research_note(tok, r, self.notes_used))
            n, noise, size = self._counts()
        k = 0
        while size < 74_000:
            k += 1
            text, _ = macro_report(tok, r, f"Follow-up {k} — questions from the desk, answered", r.randint(4, 6))
            self.post(self._rand_time(), "macro", text, kind="near")
            n, noise, size = self._counts()


def rng_hour(r):
    return r.choice([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])


# --------------------------------------------------------------------------- API

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.

    end: when the last day ends (default 2025-03-22T03:00Z = Friday 21 March 2025, midnight BRT);
    channels: how many desk channels (each its own busy flow); days: consecutive days."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    cap = Capture()
    for ci in range(channels):
        for di in range(days):
            start = end - timedelta(days=days - di)
            Day(cap, seed, ci, di, start).build()
    cap.lines.sort(key=lambda x: (x[0], x[1]))
    events = [line for _, _, line in cap.lines]

    hard = sorted(cap.hard.values(), key=lambda h: int(h["message_id"]))
    # one example per idiom name; round-robin over expected types so every type is covered
    by_exp, seen = {}, set()
    for name, mid, exp in cap.idiom_cands:
        if name in seen or cap.msgs[mid].get("gone"):
            continue
        seen.add(name)
        by_exp.setdefault(exp, []).append({"message_id": mid, "idiom": name, "expected": exp})
    idioms = []
    for exp in list(by_exp):                       # one example of every hard type
        if exp != "not_hard" and by_exp[exp]:
            idioms.append(by_exp[exp].pop(0))
    nh = by_exp.get("not_hard", [])
    while nh and len(idioms) < 19:                 # then the near-misses
        idioms.append(nh.pop(0))
    while len(idioms) < 20 and any(by_exp.values()):
        for exp in list(by_exp):
            if by_exp[exp] and len(idioms) < 20:
                idioms.append(by_exp[exp].pop(0))
    labels = {
        "desk": DESK,
        "hard_events": hard,
        "superseded_facts": cap.superseded,
        "removed_texts": cap.removed,
        "noise_message_ids": [m for m in cap.noise if m not in cap.hard],
        "near_miss_ids": [m for m in cap.near if m not in cap.hard],
        "idioms": idioms,
    }
    return {"events": events, "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description="b3_brazil desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    print(f"{len(res['events'])} events, {len(res['labels']['hard_events'])} hard events -> {a.out}")


if __name__ == "__main__":
    main()
