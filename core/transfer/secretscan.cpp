#include "core/transfer/secretscan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace {

struct SecretShape
{
    QString service;
    QStringList hints; ///< a line holds one of these (any case) before the pattern is tried: quick
    QRegularExpression pattern;
};

/// Each issuer's shape, bounded so that a longer word containing it does not count. One list per
/// thread: the pre-flight reads files on several.
const QList<SecretShape> &shapes()
{
    thread_local const QList<SecretShape> all{
        {u"gpudesk"_s, {u"gdk_"_s}, QRegularExpression(u"(?<![0-9A-Za-z_])gdk_[0-9A-Za-z]{40,}"_s)},
        {u"Hugging Face"_s, {u"hf_"_s}, QRegularExpression(u"(?<![0-9A-Za-z_])hf_[A-Za-z0-9]{30,}"_s)},
        {u"OpenAI"_s,
         {u"sk-"_s},
         QRegularExpression(
             u"(?<![0-9A-Za-z_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}"
             "|(?<![0-9A-Za-z_-])sk-(?:proj-|svcacct-|admin-)[A-Za-z0-9_-]{40,}"
             "|(?<![0-9A-Za-z_-])sk-[A-Za-z0-9]{48}(?![0-9A-Za-z_-])"_s)},
        {u"AWS"_s,
         {u"akia"_s, u"asia"_s},
         QRegularExpression(u"(?<![0-9A-Z])(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Za-z])"_s)},
        {u"GitHub"_s,
         {u"gh"_s, u"github_pat_"_s},
         QRegularExpression(u"(?<![0-9A-Za-z_])(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})"_s)},
        {u"RunPod"_s,
         {u"rpa_"_s, u"runpod"_s},
         QRegularExpression(u"(?<![0-9A-Za-z_])rpa_[A-Za-z0-9]{30,}"
                            "|(?i:runpod)[A-Za-z_.]*\\s*[=:]\\s*[\"']?[A-Z0-9]{32,}(?![0-9A-Za-z])"_s)},
        {u"Vast.ai"_s,
         {u"vast"_s},
         QRegularExpression(u"(?i:vast)[A-Za-z_.]*\\s*[=:]\\s*[\"']?[0-9a-f]{64}(?![0-9A-Za-z])"_s)},
    };
    return all;
}

/// Looks through `text` line by line; `cell` is the notebook cell it is (0: a plain file).
void lookThrough(const QString &text, int cell, QList<SecretScan::Finding> &found)
{
    const QStringList lines = text.split(u'\n');
    for (int n = 0; n < lines.size(); ++n) {
        for (const SecretShape &s : shapes()) {
            const bool known = std::any_of(found.begin(), found.end(),
                                           [&](const SecretScan::Finding &f) { return f.service == s.service; });
            const bool hinted = std::any_of(s.hints.begin(), s.hints.end(), [&](const QString &h) {
                return lines[n].contains(h, Qt::CaseInsensitive);
            });
            if (!known && hinted && s.pattern.match(lines[n]).hasMatch())
                found << SecretScan::Finding{s.service, n + 1, cell};
        }
    }
}

/// Whether `b` holds at least one literal that every shape's pattern starts with (case as the
/// patterns have it; RunPod's and Vast's names in any case): one pass over the bytes, so that the
/// many files that hold none (most of a dataset) are never decoded or split into lines.
bool mayHold(QByteArrayView b)
{
    // The pairs of bytes a literal starts with, looked up for each position: one load and a
    // branch that is almost never taken.
    static const std::array<bool, 65536> starts = [] {
        std::array<bool, 65536> pairs{};
        const auto mark = [&](char a, char b) { pairs[size_t(uchar(a)) << 8 | uchar(b)] = true; };
        for (const char *literal : {"gd", "gi", "gh", "hf", "sk", "AK", "AS", "rp"})
            mark(literal[0], literal[1]);
        for (char a : {'r', 'R'})
            for (char b : {'u', 'U'})
                mark(a, b);
        for (char a : {'v', 'V'})
            for (char b : {'a', 'A'})
                mark(a, b);
        return pairs;
    }();
    const auto at = [&](qsizetype i, QByteArrayView literal) {
        return b.size() - i >= literal.size() && b.sliced(i, literal.size()) == literal;
    };
    const auto atAnyCase = [&](qsizetype i, QByteArrayView lower) {
        if (b.size() - i < lower.size())
            return false;
        for (qsizetype k = 0; k < lower.size(); ++k) {
            char c = b[i + k];
            if (c >= 'A' && c <= 'Z')
                c = char(c - 'A' + 'a');
            if (c != lower[k])
                return false;
        }
        return true;
    };
    const auto *bytes = reinterpret_cast<const uchar *>(b.data());
    for (qsizetype i = 0; i + 1 < b.size(); ++i) {
        if (!starts[size_t(bytes[i]) << 8 | bytes[i + 1]])
            continue;
        if (at(i, "gdk_") || at(i, "github_pat_") || at(i, "hf_") || at(i, "sk-") || at(i, "AKIA") || at(i, "ASIA")
            || at(i, "rpa_") || atAnyCase(i, "runpod") || atAnyCase(i, "vast"))
            return true;
        if (at(i, "gh") && b.size() - i >= 4 && QByteArrayView("pousr").contains(b[i + 2]) && b[i + 3] == '_')
            return true;
    }
    return false;
}

} // namespace

namespace SecretScan {

QList<Finding> scan(const QByteArray &bytes, bool notebook)
{
    QList<Finding> found;
    if (!mayHold(bytes))
        return found;
    if (notebook) {
        // Each cell's source (a list of lines or one string), and its outputs' text too.
        const QJsonArray cells = QJsonDocument::fromJson(bytes).object().value(u"cells"_s).toArray();
        if (!cells.isEmpty()) {
            const auto joined = [](const QJsonValue &v) {
                if (v.isString())
                    return v.toString();
                QString text;
                for (const QJsonValue &line : v.toArray())
                    text += line.toString();
                return text;
            };
            for (int c = 0; c < cells.size(); ++c) {
                const QJsonObject cell = cells[c].toObject();
                QString text = joined(cell.value(u"source"_s));
                for (const QJsonValue &out : cell.value(u"outputs"_s).toArray())
                    text += u'\n' + joined(out.toObject().value(u"text"_s));
                lookThrough(text, c + 1, found);
            }
            return found;
        }
        // Not a notebook's JSON after all: read as text.
    }
    lookThrough(QString::fromUtf8(bytes), 0, found);
    return found;
}

} // namespace SecretScan
