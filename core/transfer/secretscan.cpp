#include "core/transfer/secretscan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

struct Shape
{
    QString service;
    QStringList hints; ///< a line holds one of these (any case) before the pattern is tried: quick
    QRegularExpression pattern;
};

/// Each issuer's shape, bounded so that a longer word containing it does not count.
const QList<Shape> &shapes()
{
    static const QList<Shape> all{
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
        for (const Shape &s : shapes()) {
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

} // namespace

namespace SecretScan {

QList<Finding> scan(const QByteArray &bytes, bool notebook)
{
    QList<Finding> found;
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
