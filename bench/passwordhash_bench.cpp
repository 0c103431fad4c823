// The cost of one password hash (PBKDF2-HMAC-SHA256 at the stored iteration count), against the
// SHA-256 it iterates, measured in the same run: the ratio is the work factor an attacker pays.
#include "bench/lib/benchrow.h"
#include "common/crypto.h"
#include "platform/accounts/passwordhash.h"

#include <QElapsedTimer>

#include <cstdio>

int main()
{
    QElapsedTimer timer;
    const int hashes = 5;
    timer.start();
    for (int i = 0; i < hashes; ++i)
        PasswordHash::hash(QStringLiteral("correct horse battery staple"));
    const double hashMs = double(timer.nsecsElapsed()) / 1e6 / hashes;

    const int digests = 200000;
    QByteArray data(64, 'x');
    timer.restart();
    for (int i = 0; i < digests; ++i)
        data = Crypto::sha256(data) + data.left(32);
    const double digestUs = double(timer.nsecsElapsed()) / 1e3 / digests;

    std::printf("password hash (PBKDF2-SHA256, %d iterations): %.1f ms each, %.1f per second per core\n",
                PasswordHash::kIterations, hashMs, 1000.0 / hashMs);
    std::printf("one SHA-256 of 64 bytes: %.3f us; ratio hash/SHA-256: %.0fx\n", digestUs, hashMs * 1000.0 / digestUs);
    BenchRow{QStringLiteral("password-hash"),
             QStringLiteral("one password hash (PBKDF2-SHA256)"),
             QStringLiteral("one SHA-256 of 64 bytes"),
             QStringLiteral("%1 ms").arg(hashMs, 0, 'f', 1),
             QStringLiteral("%1 us").arg(digestUs, 0, 'f', 3),
             {},
             QString(),
             {}}
        .print();
    return 0;
}
