#include "common/logscrubber.h"

#include <QRegularExpression>

#include <vector>

using namespace Qt::StringLiterals;

namespace LogScrubber {
namespace {

// Field names whose values are secrets wherever they appear as key/value pairs.
constexpr auto kSecretKeys = u"password|new_password|current_password|old_password|passwd|token|access_token|"
                             "refresh_token|session_token|api_token|secret|client_secret|totp|otp|recovery_code|"
                             "recovery_codes|id_number|private_key|passphrase";

struct Rule
{
    QRegularExpression pattern;
    QString replacement;
};

const std::vector<Rule> &rules()
{
    static const std::vector<Rule> all = [] {
        const QString keys = QString::fromUtf16(kSecretKeys);
        const auto ci = QRegularExpression::CaseInsensitiveOption;
        // A value: double-quoted (with escapes), single-quoted, or bare up to a separator.
        const QString quoted = uR"re("(?:[^"\\]|\\.)*"|'[^']*')re"_s;
        std::vector<Rule> r;
        // Authorization: Bearer abc / authorization=Basic xyz / "Authorization": "Bearer …" / Bearer "abc"
        r.push_back(
            {QRegularExpression(uR"re(((?:proxy-)?authorization"?\s*[:=]\s*"?)((?:bearer|basic|token)\s+)?(?:)re"_s
                                    + quoted + uR"re(|[^\s",;]+))re"_s,
                                ci),
             uR"re(\1\2***)re"_s});
        // Command lines: --password=VALUE or --password VALUE; the value runs to the next space.
        r.push_back({QRegularExpression(
                         u"((?<![\\w-])--?(?:"_s + keys + uR"re()(?:=|\s+))(?:)re"_s + quoted + uR"re(|\S+))re"_s, ci),
                     uR"re(\1***)re"_s});
        // JSON arrays of secrets: "recovery_codes": ["…", "…"].
        r.push_back(
            {QRegularExpression(u"(\"(?:"_s + keys + uR"re()"\s*:\s*)\[[^\]]*\])re"_s, ci), uR"re(\1["***"])re"_s});
        // key: value and key=value in JSON, YAML, headers, query strings and form bodies, the key
        // quoted or not, the value quoted, a number or a bare word up to the next separator.
        r.push_back({QRegularExpression(u"((?<![\\w-])([\"']?)(?:"_s + keys + uR"re()\2\s*[:=]\s*)(?:)re"_s + quoted
                                            + uR"re(|[^\s"',;&}\[\]]+))re"_s,
                                        ci),
                     uR"re(\1***)re"_s});
        // gpudesk's own tokens carry a recognisable prefix so they are caught anywhere in a line.
        r.push_back({QRegularExpression(uR"re(\b(gd[a-z]_)[A-Za-z0-9_\-]{8,})re"_s), uR"re(\1***)re"_s});
        return r;
    }();
    return all;
}

} // namespace

QString scrub(const QString &line)
{
    QString out = line;
    for (const Rule &rule : rules())
        out.replace(rule.pattern, rule.replacement);
    return out;
}

std::string scrub(std::string_view utf8Line)
{
    return scrub(QString::fromUtf8(utf8Line.data(), static_cast<qsizetype>(utf8Line.size()))).toStdString();
}

} // namespace LogScrubber
