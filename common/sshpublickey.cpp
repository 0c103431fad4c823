#include "common/sshpublickey.h"

#include "common/crypto.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

using Problem = SshPublicKey::Problem;

const QStringList &supportedTypes()
{
    static const QStringList types = {u"ssh-ed25519"_s, u"ecdsa-sha2-nistp256"_s, u"ecdsa-sha2-nistp384"_s,
                                      u"ecdsa-sha2-nistp521"_s, u"ssh-rsa"_s};
    return types;
}

// Words that are key types we know of but do not accept, so the message can name them.
bool looksLikeKeyType(const QString &word)
{
    static const QRegularExpression pattern(
        uR"(^(ssh-[a-z0-9-]+|ecdsa-sha2-[a-z0-9-]+|sk-[a-z0-9@.-]+|[a-z0-9-]+-cert-v01@openssh\.com)\z)"_s);
    return pattern.match(word).hasMatch();
}

SshPublicKey::Error err(Problem problem, const char *reason, const QString &message)
{
    return {problem, QString::fromLatin1(reason), message};
}

// Reads the SSH wire format (RFC 4251 section 5): uint32 length-prefixed strings.
class BlobReader
{
public:
    explicit BlobReader(const QByteArray &blob)
        : m_blob(blob)
    { }
    std::optional<QByteArray> string()
    {
        if (m_blob.size() - m_pos < 4)
            return std::nullopt;
        const auto *p = reinterpret_cast<const unsigned char *>(m_blob.constData() + m_pos);
        const quint32 length = (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | p[3];
        if (length > quint32(m_blob.size() - m_pos - 4))
            return std::nullopt;
        QByteArray out = m_blob.mid(m_pos + 4, length);
        m_pos += 4 + qsizetype(length);
        return out;
    }
    bool atEnd() const { return m_pos == m_blob.size(); }

private:
    const QByteArray &m_blob;
    qsizetype m_pos = 0;
};

int mpintBits(const QByteArray &mpint)
{
    qsizetype i = 0;
    while (i < mpint.size() && mpint[i] == 0)
        ++i; // a leading zero byte keeps a positive number positive
    if (i == mpint.size())
        return 0;
    int bits = int(mpint.size() - i - 1) * 8;
    for (unsigned char top = static_cast<unsigned char>(mpint[i]); top; top >>= 1)
        ++bits;
    return bits;
}

} // namespace

QString SshPublicKey::fingerprint() const
{
    QByteArray b64 = Crypto::sha256(blob).toBase64();
    while (b64.endsWith('='))
        b64.chop(1);
    return u"SHA256:"_s + QString::fromLatin1(b64);
}

QString SshPublicKey::toLine() const
{
    QString line = type + u' ' + QString::fromLatin1(blob.toBase64());
    if (!comment.isEmpty())
        line += u' ' + comment;
    return line;
}

std::optional<SshPublicKey> SshPublicKey::parse(const QString &text, Error *error)
{
    QString input = text;
    input.replace(u"\r"_s, QString());
    input = input.trimmed();
    if (input.isEmpty()) {
        *error
            = err(Problem::Empty, "empty", u"Paste the contents of your public key file (the one ending in .pub)."_s);
        return std::nullopt;
    }
    if (input.contains(u"PRIVATE KEY"_s) || input.startsWith(u"-----BEGIN"_s)) {
        *error = err(
            Problem::PrivateKey, "private_key",
            u"This is a private key; never share it. Paste the .pub file instead (e.g. cat ~/.ssh/id_ed25519.pub)."_s);
        return std::nullopt;
    }

    const QStringList lines = input.split(u'\n', Qt::SkipEmptyParts);
    // Find the line that starts the key, and where on it the type word stands.
    int keyLine = -1;
    int keyWord = -1;
    QStringList words;
    for (int l = 0; l < lines.size() && keyLine < 0; ++l) {
        const QStringList w = lines[l].simplified().split(u' ', Qt::SkipEmptyParts);
        for (int i = 0; i < w.size(); ++i) {
            if (supportedTypes().contains(w[i]) || looksLikeKeyType(w[i])) {
                keyLine = l;
                keyWord = i;
                words = w;
                break;
            }
        }
    }
    if (keyLine < 0) {
        *error = err(
            Problem::UnsupportedType, "unsupported_type",
            u"This does not look like an OpenSSH public key; it should start with ssh-ed25519, ecdsa-sha2-… or ssh-rsa."_s);
        return std::nullopt;
    }
    if (keyLine > 0 || keyWord > 0) {
        *error = err(
            Problem::PromptInFront, "prompt_in_front",
            u"Something precedes the key (a terminal prompt or command?). Copy only the line that starts with %1."_s
                .arg(words[keyWord]));
        return std::nullopt;
    }
    if (lines.size() > 1) {
        *error
            = err(Problem::LineBreak, "line_break",
                  u"The key is broken over several lines; it must be one line. Copy it again without line breaks."_s);
        return std::nullopt;
    }
    const QString type = words[0];
    if (!supportedTypes().contains(type)) {
        *error = err(
            Problem::UnsupportedType, "unsupported_type",
            u"%1 keys are not accepted; use ssh-ed25519 (ssh-keygen -t ed25519), ECDSA, or RSA of 2048 bits or more."_s
                .arg(type));
        return std::nullopt;
    }
    if (words.size() < 2) {
        *error = err(Problem::Truncated, "truncated", u"The key stops after its type; copy the whole line."_s);
        return std::nullopt;
    }
    const auto decoded = QByteArray::fromBase64Encoding(words[1].toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || words[1].toLatin1() != words[1].toUtf8()) {
        *error = err(Problem::BadBase64, "bad_base64",
                     u"The key's middle part is not valid base64; it was probably damaged while copying."_s);
        return std::nullopt;
    }
    SshPublicKey key;
    key.type = type;
    key.blob = *decoded;
    key.comment = words.mid(2).join(u' ');

    BlobReader reader(key.blob);
    const auto inner = reader.string();
    const auto truncated = [&] {
        *error = err(Problem::Truncated, "truncated", u"The key is cut short; copy the whole line again."_s);
        return std::nullopt;
    };
    if (!inner)
        return truncated();
    if (QString::fromLatin1(*inner) != type) {
        *error = err(
            Problem::Corrupt, "corrupt",
            u"The key says %1 but its data is a different kind of key; it was damaged while copying."_s.arg(type));
        return std::nullopt;
    }
    if (type == u"ssh-ed25519"_s) {
        const auto point = reader.string();
        if (!point)
            return truncated();
        if (point->size() != 32)
            return truncated();
        key.bits = 256;
    } else if (type.startsWith(u"ecdsa-sha2-"_s)) {
        const auto curve = reader.string();
        const auto point = reader.string();
        if (!curve || !point)
            return truncated();
        const QString expectedCurve = type.mid(11);
        const int bits = expectedCurve == u"nistp256"_s ? 256 : expectedCurve == u"nistp384"_s ? 384 : 521;
        const qsizetype pointSize = 1 + 2 * ((bits + 7) / 8);
        if (QString::fromLatin1(*curve) != expectedCurve || point->size() != pointSize || point->at(0) != 0x04) {
            *error = err(Problem::Corrupt, "corrupt", u"The key's curve data is damaged; copy the key again."_s);
            return std::nullopt;
        }
        key.bits = bits;
    } else { // ssh-rsa
        const auto exponent = reader.string();
        const auto modulus = reader.string();
        if (!exponent || !modulus)
            return truncated();
        key.bits = mpintBits(*modulus);
        if (key.bits < 2048) {
            *error = err(
                Problem::RsaTooShort, "rsa_too_short",
                u"This RSA key has %1 bits; at least 2048 are needed. Make a new key with ssh-keygen -t ed25519."_s.arg(
                    key.bits));
            return std::nullopt;
        }
    }
    if (!reader.atEnd()) {
        *error = err(Problem::Corrupt, "corrupt",
                     u"The key has extra data after its end; it was damaged while copying."_s);
        return std::nullopt;
    }
    return key;
}
